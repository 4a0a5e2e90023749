/**
 * The client's import boundaries (docs/architecture.md, "Layers"): filled in by the client's
 * part of issue 21. Exports a list of ESLint flat-config objects.
 */
export default [];
