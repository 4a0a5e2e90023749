// Placeholder while this screen is being built (issue 3); replaced in the same change.
export default function Page() {
  return null;
}
