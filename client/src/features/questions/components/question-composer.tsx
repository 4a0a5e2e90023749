import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import type { Editor } from "@tiptap/react";
import { CheckCircle2, FileText, ImagePlus, Lightbulb, Link2, Loader2, Search, Sparkles, Upload, X } from "lucide-react";
import { LIMITS, TIMING } from "@shared/limits";
import { isAllowedImageSource } from "@shared/member-html";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { RichContent } from "@/components/rich-content";
import { toast } from "@/hooks/use-toast";
import { showHeldToast } from "@/features/reports/held-toast";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useTopics } from "@/features/topics/api/get-topics";
import { useFollowedTopics } from "@/features/topics/api/get-followed-topics";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, uploadImage } from "@/features/users/api/upload-image";
import { useDeleteDraft } from "@/features/drafts/api/delete-draft";
import { useSaveDraft } from "@/features/drafts/api/save-draft";
import { useAssist } from "../api/assist";
import { useCreateQuestion } from "../api/create-question";
import { useSimilarQuestions } from "../api/get-similar";
import { closeComposer, useComposerState } from "../composer-store";
import { RichTextEditor } from "./rich-text-editor";

const DRAFT_KEY = "ponder:question-draft";

interface Draft {
  title: string;
  content: string;
  selectedTopics: number[];
  /** The server draft (/drafts) being continued, so posting or saving still finds it. */
  draftId?: number | null;
}

/** An attached image: uploaded to the server (with its id) or referenced by URL. */
interface Media {
  key: string;
  preview: string;
  status: "uploading" | "uploaded" | "failed";
  uploadId?: string;
  url?: string;
  name: string;
}

const TIPS = [
  "Keep your question short and to the point.",
  "Double-check grammar and spelling.",
  "Search first: your question may already have answers.",
  "Add topics so the right people see it.",
];

function readDraft(): Draft | null {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The one question composer (spec 2.9, both variants' features, variant A's messages). */
export function QuestionComposer() {
  const { open, topicId, draft: openedDraft } = useComposerState();
  const topics = useTopics();
  const followed = useFollowedTopics();
  const create = useCreateQuestion();
  const assist = useAssist();
  const saveDraft = useSaveDraft();
  const removeDraft = useDeleteDraft();
  /** The server draft this composer continues, if any: Save draft updates it, posting deletes it. */
  const [draftId, setDraftId] = useState<number | null>(null);
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [selectedTopics, setSelectedTopics] = useState<number[]>([]);
  const [topicSearch, setTopicSearch] = useState("");
  const [media, setMedia] = useState<Media[]>([]);
  const [panel, setPanel] = useState<"none" | "image" | "link">("none");
  const [imageUrl, setImageUrl] = useState("");
  const [linkUrl, setLinkUrl] = useState("");
  const [linkText, setLinkText] = useState("");
  const [autoSave, setAutoSave] = useState(true);
  const [draftSaved, setDraftSaved] = useState(false);
  const [debouncedTitle, setDebouncedTitle] = useState("");
  const editorRef = useRef<Editor | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const initialised = useRef(false);

  // On open: continue a server draft (from /drafts); else restore the auto-saved draft when the
  // form is empty; else preselect topics.
  useEffect(() => {
    if (!open) {
      initialised.current = false;
      return;
    }
    if (initialised.current || (!topicId && !openedDraft && !followed.data && followed.isLoading)) return;
    initialised.current = true;
    if (openedDraft) {
      setTitle(openedDraft.title);
      setContent(openedDraft.content);
      setSelectedTopics(openedDraft.topicIds);
      setDraftId(openedDraft.id);
      return;
    }
    const draft = !title && !content ? readDraft() : null;
    if (draft && (draft.title || draft.content)) {
      setTitle(draft.title);
      setContent(draft.content);
      setSelectedTopics(topicId ? [...new Set([topicId, ...draft.selectedTopics])] : draft.selectedTopics);
      setDraftId(draft.draftId ?? null);
      return;
    }
    setSelectedTopics(topicId ? [topicId] : (followed.data ?? []).slice(0, LIMITS.composerPreselectedTopics).map((topic) => topic.id));
  }, [open, topicId, openedDraft, followed.data, followed.isLoading, title, content]);

  // Spec 4: auto-save 3 s after the title or details change, while the toggle is on.
  useEffect(() => {
    if (!open || !autoSave || (!title && !content)) return;
    setDraftSaved(false);
    const timer = setTimeout(() => {
      localStorage.setItem(DRAFT_KEY, JSON.stringify({ title, content, selectedTopics, draftId } satisfies Draft));
      setDraftSaved(true);
    }, TIMING.draftAutosaveMs);
    return () => clearTimeout(timer);
  }, [open, autoSave, title, content, selectedTopics, draftId]);

  useEffect(() => {
    const timer = setTimeout(() => setDebouncedTitle(title), 400);
    return () => clearTimeout(timer);
  }, [title]);
  const similar = useSimilarQuestions(open ? debouncedTitle : "");

  const reset = () => {
    setTitle("");
    setContent("");
    setSelectedTopics([]);
    setTopicSearch("");
    setMedia([]);
    setPanel("none");
    setImageUrl("");
    setLinkUrl("");
    setLinkText("");
    setDraftSaved(false);
    setDraftId(null);
    assist.reset();
  };
  const handleClose = () => {
    reset();
    closeComposer();
  };

  const visibleTopics = useMemo(() => {
    const needle = topicSearch.trim().toLowerCase();
    const all = topics.data ?? [];
    return needle ? all.filter((topic) => topic.name.toLowerCase().includes(needle)) : all;
  }, [topics.data, topicSearch]);

  const toggleTopic = (id: number) =>
    setSelectedTopics((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));

  const handleFiles = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
        toast({ title: "Unsupported file", description: `${file.name}: Supported formats: JPG, PNG, GIF, WebP (Max: 10MB)`, variant: "destructive" });
        continue;
      }
      if (file.size > MAX_IMAGE_BYTES) {
        toast({ title: "File too large", description: `${file.name} is larger than 10MB.`, variant: "destructive" });
        continue;
      }
      const key = `${file.name}-${Date.now()}-${Math.random()}`;
      setMedia((current) => [...current, { key, preview: URL.createObjectURL(file), status: "uploading", name: file.name }]);
      try {
        const uploaded = await uploadImage(file);
        setMedia((current) => current.map((item) => (item.key === key ? { ...item, status: "uploaded", uploadId: uploaded.id } : item)));
        toast({ title: "Image uploaded", description: `${file.name} will be posted with your question.` });
      } catch (error) {
        setMedia((current) => current.map((item) => (item.key === key ? { ...item, status: "failed" } : item)));
        toast({ title: "Upload failed", description: error instanceof ApiError && error.serverMessage ? error.serverMessage : file.name, variant: "destructive" });
      }
    }
    if (fileInput.current) fileInput.current.value = "";
  };

  const addImageByUrl = () => {
    const url = imageUrl.trim();
    // The server keeps only https images (and Ponder's uploads); say so before it drops one.
    if (!isAllowedImageSource(url)) {
      toast({ title: "Invalid image URL", description: "Enter an image address starting with https://", variant: "destructive" });
      return;
    }
    setMedia((current) => [...current, { key: url + Date.now(), preview: url, status: "uploaded", url, name: url }]);
    setImageUrl("");
    setPanel("none");
    toast({ title: "Image added", description: "The image will be shown with your question." });
  };

  const addLink = () => {
    const url = linkUrl.trim();
    if (!/^https?:\/\/\S+$/i.test(url)) {
      toast({ title: "Invalid link", description: "Enter an address starting with http:// or https://", variant: "destructive" });
      return;
    }
    const text = linkText.trim() || url;
    const editor = editorRef.current;
    if (editor) editor.chain().focus("end").insertContent({ type: "text", text, marks: [{ type: "link", attrs: { href: url } }] }).insertContent(" ").run();
    else setContent((current) => `${current}<p><a href="${escapeAttribute(url)}">${escapeAttribute(text)}</a></p>`);
    setLinkUrl("");
    setLinkText("");
    setPanel("none");
    toast({ title: "Link added", description: text });
  };

  const requireTitle = () => {
    if (title.trim()) return true;
    toast({ title: "Title required", description: "Please enter a title for your question.", variant: "destructive" });
    return false;
  };

  const handleAssist = () => {
    if (!requireTitle()) return;
    assist.mutate(
      { title: title.trim(), content, topicIds: selectedTopics },
      { onError: () => toast({ title: "AI Help is unavailable", description: "Please try again.", variant: "destructive" }) },
    );
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!requireTitle()) return;
    const byUrl = media.filter((item) => item.url).map((item) => `<p><img src="${escapeAttribute(item.url!)}" alt="" /></p>`).join("");
    create.mutate(
      {
        title: title.trim(),
        content: `${content}${byUrl}`.trim(),
        topicIds: selectedTopics,
        mediaFiles: media.filter((item) => item.status === "uploaded" && item.uploadId).map((item) => item.uploadId!),
      },
      {
        onSuccess: (created) => {
          localStorage.removeItem(DRAFT_KEY);
          // Posted from a draft: the draft has become the question.
          if (draftId !== null) removeDraft.mutate(draftId);
          if (!showHeldToast(created)) toast({ title: "Question posted successfully!", description: "Your question is now live and available for answers." });
          handleClose();
        },
        onError: (error) =>
          toast({
            title: "Failed to post question",
            description: error instanceof ApiError ? (error.serverMessage ?? "Failed to create question") : "Failed to create question",
            variant: "destructive",
          }),
      },
    );
  };

  // Keeps title, details and topics on the server (/drafts) and puts the composer away.
  const handleSaveDraft = () => {
    saveDraft.mutate(
      { id: draftId, draft: { type: "question", title: title.trim(), content, topicIds: selectedTopics } },
      {
        onSuccess: () => {
          localStorage.removeItem(DRAFT_KEY);
          toast({ title: "Draft saved", description: "Continue it any time from Drafts." });
          handleClose();
        },
        onError: (error) =>
          toast({
            title: "Failed to save draft",
            description: error instanceof ApiError && error.serverMessage ? error.serverMessage : "Please try again.",
            variant: "destructive",
          }),
      },
    );
  };

  const onEditorReady = useCallback((editor: Editor) => {
    editorRef.current = editor;
  }, []);

  const titleLength = title.length;
  const contentLength = content.length;
  const uploading = media.some((item) => item.status === "uploading");

  return (
    <Dialog open={open} onOpenChange={(next) => !next && handleClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Ask a Question</DialogTitle>
          <DialogDescription>
            {draftId !== null
              ? "You are continuing a saved draft. Post it when it is ready, or save it again for later."
              : "Get answers from people who know. Be specific and give the context that matters."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} className="space-y-4" noValidate>
          <div className="space-y-1.5">
            <div className="flex items-center justify-between">
              <Label htmlFor="composer-title">Question</Label>
              <span className={cn("text-xs text-muted-foreground", titleLength > LIMITS.questionTitle && "text-destructive")}>
                {titleLength}/{LIMITS.questionTitle}
              </span>
            </div>
            <Input
              id="composer-title"
              value={title}
              maxLength={LIMITS.questionTitle}
              onChange={(event) => setTitle(event.target.value)}
              placeholder="Start your question with 'What', 'How', 'Why', etc."
              autoComplete="off"
            />
            {similar.data && similar.data.length > 0 && title.trim().length >= 8 && (
              <div className="rounded-md border bg-muted/50 p-3 text-sm" aria-live="polite">
                <p className="mb-1 flex items-center gap-1 font-medium">
                  <Search className="h-3.5 w-3.5" aria-hidden="true" /> Similar questions already asked
                </p>
                <ul className="space-y-1">
                  {similar.data.map((question) => (
                    <li key={question.id}>
                      <Link href={`/questions/${question.id}`} onClick={handleClose} className="text-primary hover:underline">
                        {question.title}
                      </Link>{" "}
                      <span className="text-xs text-muted-foreground">({question.answerCount} answers)</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>

          <Tabs defaultValue="write">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <TabsList>
                <TabsTrigger value="write">Write</TabsTrigger>
                <TabsTrigger value="preview">Preview</TabsTrigger>
              </TabsList>
              <div className="flex flex-wrap gap-1">
                <Button type="button" variant="ghost" size="sm" onClick={() => fileInput.current?.click()}>
                  <Upload /> Upload
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={() => setPanel(panel === "image" ? "none" : "image")} aria-expanded={panel === "image"}>
                  <ImagePlus /> Image
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={() => setPanel(panel === "link" ? "none" : "link")} aria-expanded={panel === "link"}>
                  <Link2 /> Link
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={handleAssist} disabled={assist.isPending}>
                  {assist.isPending ? <Loader2 className="animate-spin" /> : <Sparkles />} AI Help
                </Button>
              </div>
            </div>
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_TYPES.join(",")}
              multiple
              className="hidden"
              aria-label="Upload images"
              onChange={(event) => void handleFiles(event.target.files)}
            />
            {panel === "image" && (
              <div className="mt-2 space-y-2 rounded-md border p-3">
                <Label htmlFor="composer-image-url">Add Image</Label>
                <div className="flex gap-2">
                  <Input id="composer-image-url" type="url" placeholder="https://example.com/image.png" value={imageUrl} onChange={(event) => setImageUrl(event.target.value)} />
                  <Button type="button" onClick={addImageByUrl} disabled={!imageUrl.trim()}>
                    Add
                  </Button>
                </div>
                <p className="text-xs text-muted-foreground">Supported formats: JPG, PNG, GIF, WebP (Max: 10MB)</p>
              </div>
            )}
            {panel === "link" && (
              <div className="mt-2 grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_1fr_auto]">
                <Input aria-label="Link URL" type="url" placeholder="https://example.com" value={linkUrl} onChange={(event) => setLinkUrl(event.target.value)} />
                <Input aria-label="Link text (optional)" placeholder="Link text (optional)" value={linkText} onChange={(event) => setLinkText(event.target.value)} />
                <Button type="button" onClick={addLink} disabled={!linkUrl.trim()}>
                  Add Link
                </Button>
              </div>
            )}
            <TabsContent value="write">
              <RichTextEditor
                value={content}
                onChange={setContent}
                onReady={onEditorReady}
                label="Question details"
                placeholder="Add details (optional): what do you know already, what have you tried?"
              />
            </TabsContent>
            <TabsContent value="preview">
              <div className="min-h-28 rounded-md border p-3">
                {title.trim() && <h3 className="mb-2 text-lg font-semibold">{title.trim()}</h3>}
                {content ? <RichContent html={content} /> : <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>}
              </div>
            </TabsContent>
            <div className="mt-1 flex items-center justify-between text-xs text-muted-foreground">
              <label className="inline-flex items-center gap-2">
                <Checkbox checked={autoSave} onCheckedChange={(checked) => setAutoSave(checked === true)} aria-label="Auto-save draft" />
                Auto-save draft
                {draftSaved && autoSave && (
                  <span className="inline-flex items-center gap-1 rounded bg-secondary px-1.5 py-0.5 font-medium text-secondary-foreground">
                    <CheckCircle2 className="h-3 w-3" aria-hidden="true" /> Draft Saved
                  </span>
                )}
              </label>
              <span className={cn(contentLength > LIMITS.questionContent && "text-destructive")}>
                {contentLength}/{LIMITS.questionContent}
              </span>
            </div>
          </Tabs>

          {media.length > 0 && (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Attached media">
              {media.map((item) => (
                <li key={item.key} className="relative overflow-hidden rounded-md border">
                  <img src={item.preview} alt={item.name} className="h-20 w-full object-cover" />
                  {item.status !== "uploaded" && (
                    <span className={cn("absolute inset-x-0 bottom-0 px-1 text-center text-[10px]", item.status === "failed" ? "bg-destructive text-destructive-foreground" : "bg-black/60 text-white")}>
                      {item.status === "failed" ? "Failed" : "Uploading..."}
                    </span>
                  )}
                  <button
                    type="button"
                    className="absolute right-1 top-1 rounded-full bg-black/60 p-0.5 text-white cursor-pointer"
                    onClick={() => setMedia((current) => current.filter((other) => other.key !== item.key))}
                    aria-label={`Remove ${item.name}`}
                  >
                    <X className="h-3 w-3" />
                  </button>
                </li>
              ))}
            </ul>
          )}

          {assist.data && (
            <div className="space-y-2 rounded-md border border-primary/30 bg-accent/40 p-3 text-sm" aria-live="polite">
              <p className="flex items-center gap-1 font-semibold">
                <Sparkles className="h-4 w-4 text-primary" aria-hidden="true" /> Suggestions
              </p>
              {assist.data.suggestions.length > 0 && (
                <ul className="list-disc space-y-0.5 pl-5">
                  {assist.data.suggestions.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              )}
              {assist.data.suggestedTopics.length > 0 && (
                <div className="flex flex-wrap gap-2">
                  {assist.data.suggestedTopics.map((topic) => (
                    <Button key={topic.id} type="button" size="sm" variant="outline" onClick={() => setSelectedTopics((current) => [...new Set([...current, topic.id])])}>
                      Add {topic.name}
                    </Button>
                  ))}
                </div>
              )}
              {assist.data.goodAspects.length > 0 && (
                <>
                  <p className="font-semibold">Good aspects</p>
                  <ul className="space-y-0.5">
                    {assist.data.goodAspects.map((text) => (
                      <li key={text} className="flex items-start gap-1">
                        <CheckCircle2 className="mt-0.5 h-3.5 w-3.5 shrink-0 text-primary" aria-hidden="true" /> {text}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Topics</legend>
            <div className="relative">
              <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input value={topicSearch} onChange={(event) => setTopicSearch(event.target.value)} placeholder="Search topics" aria-label="Search topics" className="pl-9" />
            </div>
            {visibleTopics.length > 0 ? (
              <div className="grid max-h-40 grid-cols-1 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
                {visibleTopics.map((topic) => (
                  <label key={topic.id} className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-muted cursor-pointer">
                    <Checkbox checked={selectedTopics.includes(topic.id)} onCheckedChange={() => toggleTopic(topic.id)} aria-label={topic.name} />
                    {topic.name}
                  </label>
                ))}
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">{topics.isLoading ? "Loading topics..." : "No topics match your search."}</p>
            )}
          </fieldset>

          <div className="rounded-md bg-muted/60 p-3 text-sm">
            <p className="mb-1 flex items-center gap-1 font-medium">
              <Lightbulb className="h-4 w-4 text-primary" aria-hidden="true" /> Tips for getting good answers quickly
            </p>
            <ul className="list-disc space-y-0.5 pl-5 text-muted-foreground">
              {TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>

          <DialogFooter>
            <Button type="button" variant="outline" onClick={handleClose}>
              Cancel
            </Button>
            <Button type="button" variant="secondary" onClick={handleSaveDraft} disabled={saveDraft.isPending || (!title.trim() && !content)}>
              {saveDraft.isPending ? <Loader2 className="animate-spin" /> : <FileText />} Save draft
            </Button>
            <Button type="submit" disabled={!title.trim() || create.isPending || uploading}>
              {create.isPending && <Loader2 className="animate-spin" />}
              Post Question
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
