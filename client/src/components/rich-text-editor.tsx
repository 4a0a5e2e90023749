import { useEffect } from "react";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Placeholder } from "@tiptap/extension-placeholder";
import { Bold, Italic, Link2, List, Quote } from "lucide-react";
import { cn } from "@/lib/utils";
import { useT } from "@/i18n";

interface Props {
  value: string;
  onChange: (html: string) => void;
  placeholder: string;
  /** Names the editable area for screen readers. */
  label: string;
  id?: string;
  /** Called with the editor once it exists, for toolbars outside (insert link, say). */
  onReady?: (editor: Editor) => void;
  className?: string;
}

const EMPTY = "<p></p>";

/** Prompts for a URL (spec 2.9: 'link, which prompts for a URL') and links the selection. */
export function promptForLink(editor: Editor, question = "Link URL") {
  const previous = editor.getAttributes("link").href as string | undefined;
  const url = window.prompt(question, previous ?? "https://");
  if (url === null) return;
  if (url.trim() === "" || url.trim() === "https://") {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    return;
  }
  const href = /^https?:\/\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`;
  if (editor.state.selection.empty) {
    editor.chain().focus().insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
  } else {
    editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
  }
}

/** Rich text with the toolbar the spec names: bold, italic, bullet list, quote, link. */
export function RichTextEditor({ value, onChange, placeholder, label, id, onReady, className }: Props) {
  const t = useT();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"] },
      }),
      Placeholder.configure({ placeholder }),
    ],
    content: value || "",
    editorProps: { attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true", ...(id ? { id } : {}) } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
    immediatelyRender: true,
  });

  useEffect(() => {
    if (editor && onReady) onReady(editor);
  }, [editor, onReady]);

  // Keep the editor in step when the value is replaced from outside (draft restore, reset).
  useEffect(() => {
    // A destroyed editor (useEditor replaces it, e.g. when the form remounts) has no schema left to read.
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (value !== current && !(value === "" && editor.getHTML() === EMPTY)) editor.commands.setContent(value || "", { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  const tools = [
    { label: t("question.editorBold"), icon: Bold, active: editor.isActive("bold"), run: () => editor.chain().focus().toggleBold().run() },
    { label: t("question.editorItalic"), icon: Italic, active: editor.isActive("italic"), run: () => editor.chain().focus().toggleItalic().run() },
    { label: t("question.editorBulletList"), icon: List, active: editor.isActive("bulletList"), run: () => editor.chain().focus().toggleBulletList().run() },
    { label: t("question.editorQuote"), icon: Quote, active: editor.isActive("blockquote"), run: () => editor.chain().focus().toggleBlockquote().run() },
    { label: t("question.editorLink"), icon: Link2, active: editor.isActive("link"), run: () => promptForLink(editor, t("question.composerLinkUrl")) },
  ];
  return (
    <div className={cn("rounded-md border border-input bg-card focus-within:ring-2 focus-within:ring-ring", className)}>
      <div className="flex flex-wrap gap-1 border-b p-1" role="toolbar" aria-label={t("question.editorFormatting", { label })}>
        {tools.map(({ label: toolLabel, icon: Icon, active, run }) => (
          <button
            key={toolLabel}
            type="button"
            onClick={run}
            aria-label={toolLabel}
            aria-pressed={active}
            title={toolLabel}
            className={cn("rounded p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground cursor-pointer", active && "bg-muted text-foreground")}
          >
            <Icon className="h-4 w-4" />
          </button>
        ))}
      </div>
      <EditorContent
        editor={editor}
        className="prose-sm max-h-72 min-h-28 overflow-y-auto px-3 py-2 text-sm [&_.ProseMirror]:min-h-24 [&_.ProseMirror]:outline-none [&_.ProseMirror_a]:text-primary [&_.ProseMirror_a]:underline [&_.ProseMirror_blockquote]:border-s-4 [&_.ProseMirror_blockquote]:ps-3 [&_.ProseMirror_blockquote]:text-muted-foreground [&_.ProseMirror_p.is-editor-empty:first-child]:before:pointer-events-none [&_.ProseMirror_p.is-editor-empty:first-child]:before:float-start [&_.ProseMirror_p.is-editor-empty:first-child]:before:h-0 [&_.ProseMirror_p.is-editor-empty:first-child]:before:text-muted-foreground [&_.ProseMirror_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)] [&_.ProseMirror_ul]:list-disc [&_.ProseMirror_ul]:ps-6"
      />
    </div>
  );
}
