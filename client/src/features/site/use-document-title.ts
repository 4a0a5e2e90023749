// Moved: titles are owned by client/src/hooks/use-document-title.ts (shared/page-title.ts).
export { useDocumentTitle } from "@/hooks/use-document-title";
