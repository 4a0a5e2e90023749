import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import type { Editor } from "@tiptap/react";
import { CheckCircle2, CloudOff, FileText, ImagePlus, Lightbulb, Link2, Loader2, Plus, Search, Sparkles, Tag, Upload, X } from "lucide-react";
import { LIMITS, TIMING } from "@shared/limits";
import { isAllowedImageSource } from "@shared/member-html";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { RichContent } from "@/components/rich-content";
import { toast } from "@/lib/use-toast";
import { showHeldToast } from "@/lib/held-toast";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { htmlToText } from "@/lib/format";
import { useT, type MessageId } from "@/i18n";
import { useCreateTopic, useTopics } from "@/hooks/use-topics";
import { useHasPrivilege } from "@/hooks/use-privileges";
import { foldName, topicNameError } from "@/lib/topic-names";
import type { TopicDetail } from "@shared/topics";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, uploadImage } from "@/lib/upload-image";
import { deleteDraft } from "@/features/questions/api/delete-draft";
import { useSaveDraft } from "@/features/questions/api/save-draft";
import { DRAFTS_KEY } from "@/features/questions/api/get-drafts";
import { useQueryClient } from "@tanstack/react-query";
import { useAssist } from "../api/assist";
import { useCreateQuestion } from "../api/create-question";
import { useSimilarQuestions } from "../api/get-similar";
import { useTopicSuggestions } from "../api/suggest-topics";
import { closeComposer, composerReturnFocusTarget, useComposerState } from "../composer-store";
import { ClosedMark } from "./closed-mark";
import { RichTextEditor } from "@/components/rich-text-editor";

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

const TIPS: MessageId[] = ["question.composerTipShort", "question.composerTipSpelling", "question.composerTipSearch", "question.composerTipTopics"];

/** Topic search results shown at once (the rest are a more precise search away). */
const SEARCH_RESULTS = 8;
/** How long typing pauses before topics are suggested from the title and details. */
const SUGGEST_DEBOUNCE_MS = 500;

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
  const t = useT();
  const topics = useTopics();
  const create = useCreateQuestion();
  const assist = useAssist();
  const saveDraft = useSaveDraft();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  /**
   * The server draft (/drafts) this composer writes to: auto-save and Save draft update it,
   * posting deletes it. A ref, so a save that creates it does not start another save.
   */
  const draftIdRef = useRef<number | null>(null);
  /**
   * Saves run one after another, each handing the server draft's id to the next (the second
   * PATCHes what the first created); this is the last one of the form's current question. A
   * new question starts a new chain, so a late save never writes to another question's draft.
   */
  const savingRef = useRef<Promise<number | null>>(Promise.resolve(null));
  /** Bumped when the form is reset, so a save that answers afterwards changes nothing on screen. */
  const generationRef = useRef(0);
  /** While the question is being posted no save starts: it would bring back the draft posting deletes. */
  const postingRef = useRef(false);
  /** Whether the composer continues a draft the member saved earlier (its description says so). */
  const [continuing, setContinuing] = useState(false);
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
  /** "server": the auto-saved draft is on /drafts; "local": only this browser has it (offline, or the draft limit). */
  const [draftSaved, setDraftSaved] = useState<"no" | "server" | "local">("no");
  const [highlight, setHighlight] = useState(0);
  const [debouncedTitle, setDebouncedTitle] = useState("");
  const editorRef = useRef<Editor | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const initialised = useRef(false);

  // On open: continue a server draft (from /drafts); else restore the auto-saved draft when the
  // form is empty; else start with the topic page's topic, if any. Nothing is chosen silently:
  // every chosen topic shows as a chip the member can remove.
  useEffect(() => {
    if (!open) {
      initialised.current = false;
      return;
    }
    if (initialised.current) return;
    initialised.current = true;
    if (openedDraft) {
      setTitle(openedDraft.title);
      setContent(openedDraft.content);
      setSelectedTopics(openedDraft.topicIds);
      draftIdRef.current = openedDraft.id;
      savingRef.current = Promise.resolve(openedDraft.id);
      setContinuing(true);
      return;
    }
    const draft = !title && !content ? readDraft() : null;
    if (draft && (draft.title || draft.content)) {
      setTitle(draft.title);
      setContent(draft.content);
      setSelectedTopics(topicId ? [...new Set([topicId, ...draft.selectedTopics])] : draft.selectedTopics);
      draftIdRef.current = draft.draftId ?? null;
      savingRef.current = Promise.resolve(draftIdRef.current);
      setContinuing(draftIdRef.current !== null);
      return;
    }
    if (topicId) setSelectedTopics((current) => (current.includes(topicId) ? current : [topicId, ...current].slice(0, LIMITS.questionTopics)));
  }, [open, topicId, openedDraft, title, content]);

  /** Keeps the form in this browser (the offline fallback), then as the server draft; resolves to the draft's id, or null when the server refused. */
  const persist = (values: { title: string; content: string; selectedTopics: number[] }) => {
    if (postingRef.current) return Promise.resolve(draftIdRef.current);
    const generation = generationRef.current;
    const keepLocally = () => localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...values, draftId: draftIdRef.current } satisfies Draft));
    keepLocally();
    const previous = savingRef.current;
    const saving = previous.then((id) =>
      saveDraft
        .mutateAsync({ id, draft: { type: "question", title: values.title.trim(), content: values.content, topicIds: values.selectedTopics } })
        .then((saved) => {
          if (generation === generationRef.current) {
            draftIdRef.current = saved.id;
            keepLocally();
          }
          return saved.id;
        }),
    );
    // The chain goes on after a failure, with the id it had: the next save tries again.
    savingRef.current = saving.catch(() => previous);
    return saving;
  };

  // Spec 4: auto-save 3 s after the title or details change, while the toggle is on. "Draft
  // Saved" means the draft is on the server (/drafts); offline it stays in this browser.
  useEffect(() => {
    if (!open || !autoSave || (!title.trim() && !content)) return;
    setDraftSaved("no");
    const generation = generationRef.current;
    const timer = setTimeout(() => {
      persist({ title, content, selectedTopics }).then(
        () => generation === generationRef.current && setDraftSaved("server"),
        () => generation === generationRef.current && setDraftSaved("local"),
      );
    }, TIMING.draftAutosaveMs);
    return () => clearTimeout(timer);
    // persist reads refs and a stable mutation; the draft's fields are what restart the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, autoSave, title, content, selectedTopics]);

  useEffect(() => {
    const timer = setTimeout(() => setDebouncedTitle(title), 400);
    return () => clearTimeout(timer);
  }, [title]);
  const similar = useSimilarQuestions(open ? debouncedTitle : "");

  // Topics suggested from what the member writes, once typing pauses.
  const [suggestText, setSuggestText] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSuggestText(`${title} ${htmlToText(content)}`.slice(0, LIMITS.topicSuggestText)), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [title, content]);
  const suggested = useTopicSuggestions(open ? suggestText : "");

  const reset = () => {
    setTitle("");
    setContent("");
    setSelectedTopics([]);
    setTopicSearch("");
    setSuggestText("");
    setMedia([]);
    setPanel("none");
    setImageUrl("");
    setLinkUrl("");
    setLinkText("");
    setDraftSaved("no");
    setHighlight(0);
    draftIdRef.current = null;
    savingRef.current = Promise.resolve(null);
    generationRef.current += 1;
    setContinuing(false);
    assist.reset();
  };
  const handleClose = () => {
    reset();
    closeComposer();
  };

  /** Names of the topics the composer knows: the catalogue, and suggestions in case it is still loading. */
  const topicNames = useMemo(() => {
    const names = new Map<number, string>();
    for (const topic of suggested.data ?? []) names.set(topic.id, topic.name);
    for (const topic of topics.data ?? []) names.set(topic.id, topic.name);
    return names;
  }, [topics.data, suggested.data]);
  const chosen = selectedTopics.filter((id) => topicNames.has(id));
  const full = selectedTopics.length >= LIMITS.questionTopics;
  const suggestions = (suggested.data ?? []).filter((topic) => !selectedTopics.includes(topic.id));
  // A topic's name or one of its synonyms (issue 25.5), case and accents aside: "js" finds JavaScript.
  const { searchResults, exactTopic } = useMemo(() => {
    const needle = foldName(topicSearch.trim());
    if (!needle) return { searchResults: [], exactTopic: false };
    const results: { topic: TopicDetail; synonym: string | null }[] = [];
    let exact = false;
    for (const topic of topics.data ?? []) {
      exact ||= foldName(topic.name) === needle || topic.synonyms.some((synonym) => foldName(synonym) === needle);
      if (selectedTopics.includes(topic.id) || results.length >= SEARCH_RESULTS) continue;
      if (foldName(topic.name).includes(needle)) results.push({ topic, synonym: null });
      else {
        const synonym = topic.synonyms.find((other) => foldName(other).includes(needle));
        if (synonym) results.push({ topic, synonym });
      }
    }
    return { searchResults: results, exactTopic: exact };
  }, [topics.data, topicSearch, selectedTopics]);
  // A member with create-topics may add the topic they searched for when no topic has that name.
  const canCreateTopic = useHasPrivilege("create-topics");
  const createTopic = useCreateTopic();
  const [createError, setCreateError] = useState<string | null>(null);
  const handleCreateTopic = () => {
    setCreateError(null);
    createTopic.mutate(
      { name: topicSearch.trim() },
      {
        onSuccess: (topic) => {
          addTopic(topic.id);
          setTopicSearch("");
          toast({ title: t("question.composerTopicCreated", { topic: topic.name }) });
        },
        onError: (error) => setCreateError(topicNameError(error, t)),
      },
    );
  };

  const addTopic = (id: number) =>
    setSelectedTopics((current) => (current.includes(id) || current.length >= LIMITS.questionTopics ? current : [...current, id]));
  const removeTopic = (id: number) => setSelectedTopics((current) => current.filter((other) => other !== id));

  const handleFiles = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
        toast({ title: t("question.composerUnsupportedFile"), description: t("question.composerUnsupportedFileHelp", { name: file.name }), variant: "destructive" });
        continue;
      }
      if (file.size > MAX_IMAGE_BYTES) {
        toast({ title: t("question.composerFileTooLarge"), description: t("question.composerFileTooLargeHelp", { name: file.name }), variant: "destructive" });
        continue;
      }
      const key = `${file.name}-${Date.now()}-${Math.random()}`;
      setMedia((current) => [...current, { key, preview: URL.createObjectURL(file), status: "uploading", name: file.name }]);
      try {
        const uploaded = await uploadImage(file);
        setMedia((current) => current.map((item) => (item.key === key ? { ...item, status: "uploaded", uploadId: uploaded.id } : item)));
        toast({ title: t("question.composerImageUploaded"), description: t("question.composerImageUploadedHelp", { name: file.name }) });
      } catch (error) {
        setMedia((current) => current.map((item) => (item.key === key ? { ...item, status: "failed" } : item)));
        toast({ title: t("question.composerUploadFailed"), description: error instanceof ApiError && error.serverMessage ? error.serverMessage : file.name, variant: "destructive" });
      }
    }
    if (fileInput.current) fileInput.current.value = "";
  };

  const addImageByUrl = () => {
    const url = imageUrl.trim();
    // The server keeps only https images (and Ponder's uploads); say so before it drops one.
    if (!isAllowedImageSource(url)) {
      toast({ title: t("question.composerInvalidImageUrl"), description: t("question.composerInvalidImageUrlHelp"), variant: "destructive" });
      return;
    }
    setMedia((current) => [...current, { key: url + Date.now(), preview: url, status: "uploaded", url, name: url }]);
    setImageUrl("");
    setPanel("none");
    toast({ title: t("question.composerImageAdded"), description: t("question.composerImageAddedHelp") });
  };

  const addLink = () => {
    const url = linkUrl.trim();
    if (!/^https?:\/\/\S+$/i.test(url)) {
      toast({ title: t("question.composerInvalidLink"), description: t("question.composerInvalidLinkHelp"), variant: "destructive" });
      return;
    }
    const text = linkText.trim() || url;
    const editor = editorRef.current;
    if (editor) editor.chain().focus("end").insertContent({ type: "text", text, marks: [{ type: "link", attrs: { href: url } }] }).insertContent(" ").run();
    else setContent((current) => `${current}<p><a href="${escapeAttribute(url)}">${escapeAttribute(text)}</a></p>`);
    setLinkUrl("");
    setLinkText("");
    setPanel("none");
    toast({ title: t("question.composerLinkAdded"), description: text });
  };

  /** Enter in the link panel adds the link (and never posts the question). */
  const addLinkOnEnter = (event: React.KeyboardEvent) => {
    if (event.key === "Enter" && !event.ctrlKey && !event.metaKey && linkUrl.trim()) addLink();
  };

  const requireTitle = () => {
    if (title.trim()) return true;
    toast({ title: t("question.composerTitleRequired"), description: t("question.composerTitleRequiredHelp"), variant: "destructive" });
    return false;
  };

  const handleAssist = () => {
    if (!requireTitle()) return;
    assist.mutate(
      { title: title.trim(), content, topicIds: selectedTopics },
      { onError: () => toast({ title: t("question.composerAssistUnavailable"), description: t("question.tryAgain"), variant: "destructive" }) },
    );
  };

  // Only the Post button and Ctrl/Cmd+Enter publish: Enter in a field never submits the form.
  const handlePublish = () => {
    if (create.isPending || uploading) return;
    if (!requireTitle()) return;
    postingRef.current = true;
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
          // The draft has become the question: delete it, once a save still on its way has answered.
          void savingRef.current.then((id) => {
            if (id !== null) return deleteDraft(id).then(() => queryClient.invalidateQueries({ queryKey: [DRAFTS_KEY] }));
          });
          if (!showHeldToast(created, t)) toast({ title: t("question.composerPosted"), description: t("question.composerPostedHelp") });
          handleClose();
          postingRef.current = false;
          navigate(`/questions/${created.id}`);
        },
        onError: (error) => {
          postingRef.current = false;
          toast({
            title: t("question.composerPostFailed"),
            description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t("question.tryAgain"),
            variant: "destructive",
          });
        },
      },
    );
  };

  // Keeps title, details and topics on the server (/drafts) and puts the composer away.
  const handleSaveDraft = () => {
    persist({ title, content, selectedTopics }).then(
      () => {
        localStorage.removeItem(DRAFT_KEY);
        toast({ title: t("question.composerDraftSaved"), description: t("question.composerDraftSavedHelp") });
        handleClose();
      },
      (error: unknown) =>
        toast({
          title: t("question.composerDraftFailed"),
          description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t("question.tryAgain"),
          variant: "destructive",
        }),
    );
  };

  /** Ctrl+Enter (Cmd+Enter on a Mac) publishes from any field, the details editor included. */
  const handleKeyDownCapture = (event: React.KeyboardEvent) => {
    if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    // Before the editor sees it (it would add a line break).
    event.stopPropagation();
    handlePublish();
  };

  /** The topic search's keys: arrows move the highlight, Enter adds the highlighted topic. */
  const handleTopicSearchKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (searchResults.length === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setHighlight((current) => (current + step + searchResults.length) % searchResults.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const topic = searchResults[Math.min(highlight, searchResults.length - 1)]?.topic;
      if (!topic || full) return;
      addTopic(topic.id);
      setTopicSearch("");
      setHighlight(0);
    }
  };

  const onEditorReady = useCallback((editor: Editor) => {
    editorRef.current = editor;
  }, []);

  const titleLength = title.length;
  const contentLength = content.length;
  const uploading = media.some((item) => item.status === "uploading");

  return (
    <Dialog open={open} onOpenChange={(next) => !next && handleClose()}>
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          const target = composerReturnFocusTarget();
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("question.composerTitle")}</DialogTitle>
          <DialogDescription>{continuing ? t("question.composerContinuingDraft") : t("question.composerIntro")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => event.preventDefault()} onKeyDownCapture={handleKeyDownCapture} className="min-w-0 space-y-4" noValidate>
          <div className="space-y-1.5">
            <div className="flex items-center justify-between">
              <Label htmlFor="composer-title">{t("question.composerQuestionLabel")}</Label>
              <span className={cn("text-xs text-muted-foreground", titleLength > LIMITS.questionTitle && "text-destructive")}>
                {t("question.composerCharacters", { count: titleLength, max: LIMITS.questionTitle })}
              </span>
            </div>
            {/* A one-line title whose placeholder and text may wrap (phones): Enter never adds a line. */}
            <textarea
              id="composer-title"
              value={title}
              maxLength={LIMITS.questionTitle}
              rows={1}
              onChange={(event) => setTitle(event.target.value.replace(/[\r\n]+/g, " "))}
              onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
              placeholder={t("question.composerTitlePlaceholder")}
              autoComplete="off"
              className="block min-h-10 w-full resize-none rounded-md border border-input bg-card px-3 py-2 text-base [field-sizing:content] placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
            />
            {similar.data && similar.data.length > 0 && title.trim().length >= 8 && (
              <div className="rounded-md border bg-muted/50 p-3 text-sm" aria-live="polite">
                <p className="mb-1 flex items-center gap-1 font-medium">
                  <Search className="h-3.5 w-3.5" aria-hidden="true" /> {t("question.composerSimilar")}
                </p>
                <ul className="space-y-1">
                  {similar.data.map((question) => (
                    <li key={question.id} className="break-words">
                      <Link href={`/questions/${question.id}`} onClick={handleClose} className="text-primary hover:underline">
                        {question.title}
                      </Link>
                      {question.closed && <ClosedMark />}
                      <span className="ms-1 text-xs text-muted-foreground">{t("question.answerCountParen", { count: question.answerCount })}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>

          <Tabs defaultValue="write">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <TabsList>
                <TabsTrigger value="write">{t("question.composerWrite")}</TabsTrigger>
                <TabsTrigger value="preview">{t("question.composerPreview")}</TabsTrigger>
              </TabsList>
              <div className="flex flex-wrap gap-1">
                <Button type="button" variant="ghost" size="sm" onClick={() => fileInput.current?.click()}>
                  <Upload /> {t("question.composerUpload")}
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={() => setPanel(panel === "image" ? "none" : "image")} aria-expanded={panel === "image"}>
                  <ImagePlus /> {t("question.composerImage")}
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={() => setPanel(panel === "link" ? "none" : "link")} aria-expanded={panel === "link"}>
                  <Link2 /> {t("question.composerLink")}
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={handleAssist} disabled={assist.isPending}>
                  {assist.isPending ? <Loader2 className="animate-spin" /> : <Sparkles />} {t("question.composerAssist")}
                </Button>
              </div>
            </div>
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_TYPES.join(",")}
              multiple
              className="hidden"
              aria-label={t("question.composerUploadImages")}
              onChange={(event) => void handleFiles(event.target.files)}
            />
            {panel === "image" && (
              <div className="mt-2 space-y-2 rounded-md border p-3">
                <Label htmlFor="composer-image-url">{t("question.composerAddImage")}</Label>
                <div className="flex gap-2">
                  {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- an example address, the same in every language */}
                  <Input id="composer-image-url" type="url" placeholder="https://example.com/image.png" value={imageUrl} onChange={(event) => setImageUrl(event.target.value)} onKeyDown={(event) => event.key === "Enter" && !event.ctrlKey && !event.metaKey && imageUrl.trim() && addImageByUrl()} />
                  <Button type="button" onClick={addImageByUrl} disabled={!imageUrl.trim()}>
                    {t("question.composerAdd")}
                  </Button>
                </div>
                <p className="text-xs text-muted-foreground">{t("question.composerImageFormats")}</p>
              </div>
            )}
            {panel === "link" && (
              <div className="mt-2 grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_1fr_auto]">
                {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- an example address, the same in every language */}
                <Input aria-label={t("question.composerLinkUrl")} type="url" placeholder="https://example.com" value={linkUrl} onChange={(event) => setLinkUrl(event.target.value)} onKeyDown={addLinkOnEnter} />
                <Input aria-label={t("question.composerLinkText")} placeholder={t("question.composerLinkText")} value={linkText} onChange={(event) => setLinkText(event.target.value)} onKeyDown={addLinkOnEnter} />
                <Button type="button" onClick={addLink} disabled={!linkUrl.trim()}>
                  {t("question.composerAddLink")}
                </Button>
              </div>
            )}
            <TabsContent value="write">
              <RichTextEditor value={content} onChange={setContent} onReady={onEditorReady} label={t("question.composerDetailsLabel")} placeholder={t("question.composerDetailsPlaceholder")} />
            </TabsContent>
            <TabsContent value="preview">
              <div className="min-h-28 rounded-md border p-3">
                {title.trim() && <h3 className="mb-2 break-words text-lg font-semibold">{title.trim()}</h3>}
                {content ? <RichContent html={content} /> : <p className="text-sm text-muted-foreground">{t("question.composerNothingToPreview")}</p>}
              </div>
            </TabsContent>
            <div className="mt-1 flex items-center justify-between gap-2 text-xs text-muted-foreground">
              <label className="inline-flex flex-wrap items-center gap-2">
                <Checkbox checked={autoSave} onCheckedChange={(checked) => setAutoSave(checked === true)} aria-label={t("question.composerAutoSave")} />
                {t("question.composerAutoSave")}
                {draftSaved === "server" && autoSave && (
                  <span className="inline-flex items-center gap-1 rounded bg-secondary px-1.5 py-0.5 font-medium text-secondary-foreground" role="status">
                    <CheckCircle2 className="h-3 w-3" aria-hidden="true" /> {t("question.composerDraftSavedBadge")}
                  </span>
                )}
                {draftSaved === "local" && autoSave && (
                  <span className="inline-flex items-center gap-1 rounded border border-dashed px-1.5 py-0.5 font-medium" role="status">
                    <CloudOff className="h-3 w-3" aria-hidden="true" /> {t("question.composerDraftSavedLocally")}
                  </span>
                )}
              </label>
              <span className={cn(contentLength > LIMITS.questionContent && "text-destructive")}>
                {t("question.composerCharacters", { count: contentLength, max: LIMITS.questionContent })}
              </span>
            </div>
          </Tabs>

          {media.length > 0 && (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={t("question.composerAttachedMedia")}>
              {media.map((item) => (
                <li key={item.key} className="relative overflow-hidden rounded-md border">
                  <img src={item.preview} alt={item.name} className="h-20 w-full object-cover" />
                  {item.status !== "uploaded" && (
                    <span className={cn("absolute inset-x-0 bottom-0 px-1 text-center text-[10px]", item.status === "failed" ? "bg-destructive text-destructive-foreground" : "bg-black/60 text-white")}>
                      {item.status === "failed" ? t("question.composerMediaFailed") : t("question.composerMediaUploading")}
                    </span>
                  )}
                  <button
                    type="button"
                    className="absolute end-1 top-1 cursor-pointer rounded-full bg-black/60 p-0.5 text-white"
                    onClick={() => setMedia((current) => current.filter((other) => other.key !== item.key))}
                    aria-label={t("question.composerRemoveMedia", { name: item.name })}
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
                <Sparkles className="h-4 w-4 text-primary" aria-hidden="true" /> {t("question.composerSuggestions")}
              </p>
              {assist.data.suggestions.length > 0 && (
                <ul className="list-disc space-y-0.5 ps-5">
                  {assist.data.suggestions.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              )}
              {assist.data.suggestedTopics.length > 0 && (
                <div className="flex flex-wrap gap-2">
                  {assist.data.suggestedTopics.map((topic) => (
                    <Button key={topic.id} type="button" size="sm" variant="outline" disabled={full || selectedTopics.includes(topic.id)} onClick={() => addTopic(topic.id)}>
                      {t("question.composerAddNamedTopic", { topic: topic.name })}
                    </Button>
                  ))}
                </div>
              )}
              {assist.data.goodAspects.length > 0 && (
                <>
                  <p className="font-semibold">{t("question.composerGoodAspects")}</p>
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

          <fieldset className="min-w-0 space-y-2">
            <div className="flex items-center justify-between gap-2">
              <legend className="text-sm font-medium">{t("question.composerTopics")}</legend>
              <span className="text-xs text-muted-foreground">{t("question.composerTopicCount", { count: selectedTopics.length, max: LIMITS.questionTopics })}</span>
            </div>
            {chosen.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label={t("question.composerChosenTopics")}>
                {chosen.map((id) => {
                  const name = topicNames.get(id)!;
                  return (
                    <li key={id} className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary/10 py-1 ps-3 pe-1 text-sm font-medium text-foreground ring-1 ring-primary/30">
                      <span className="truncate">{name}</span>
                      <button
                        type="button"
                        onClick={() => removeTopic(id)}
                        aria-label={t("question.composerRemoveTopic", { topic: name })}
                        className="shrink-0 cursor-pointer rounded-full p-0.5 text-muted-foreground hover:bg-primary/15 hover:text-foreground"
                      >
                        <X className="h-3.5 w-3.5" aria-hidden="true" />
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="flex items-start gap-1.5 rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground" role="status">
                <Tag className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" /> {t("question.composerNoTopics")}
              </p>
            )}
            {full && <p className="text-xs text-muted-foreground">{t("question.composerTopicLimit", { max: LIMITS.questionTopics })}</p>}

            {suggestions.length > 0 && (
              <div className="space-y-1.5" aria-live="polite">
                <p className="flex items-center gap-1 text-xs font-medium text-muted-foreground">
                  <Sparkles className="h-3.5 w-3.5" aria-hidden="true" /> {t("question.composerSuggestedTopics")}
                </p>
                <ul className="flex flex-wrap gap-2" aria-label={t("question.composerSuggestedTopics")}>
                  {suggestions.map((topic) => (
                    <li key={topic.id} className="max-w-full">
                      <TopicOption name={topic.name} label={t("question.composerAddNamedTopic", { topic: topic.name })} disabled={full} onClick={() => addTopic(topic.id)} />
                    </li>
                  ))}
                </ul>
              </div>
            )}

            <div className="relative">
              <Search className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input
                value={topicSearch}
                onChange={(event) => {
                  setTopicSearch(event.target.value);
                  setHighlight(0);
                }}
                onKeyDown={handleTopicSearchKeyDown}
                aria-describedby={searchResults.length > 0 ? "composer-topic-search-help" : undefined}
                placeholder={t("question.composerSearchTopics")}
                aria-label={t("question.composerSearchTopics")}
                className="ps-9"
              />
            </div>
            {topicSearch.trim() &&
              (searchResults.length > 0 ? (
                <>
                <ul className="flex flex-wrap gap-2" aria-label={t("question.composerMatchingTopics")}>
                  {searchResults.map(({ topic, synonym }, index) => (
                    <li key={topic.id} className="max-w-full">
                      <TopicOption
                        name={synonym ? t("question.composerTopicAlias", { topic: topic.name, synonym }) : topic.name}
                        label={t("question.composerAddNamedTopic", { topic: topic.name })}
                        disabled={full}
                        highlighted={index === Math.min(highlight, searchResults.length - 1)}
                        onClick={() => {
                          addTopic(topic.id);
                          setTopicSearch("");
                        }}
                      />
                    </li>
                  ))}
                </ul>
                <p id="composer-topic-search-help" className="text-xs text-muted-foreground">
                  {t("question.composerTopicSearchHelp")}
                </p>
                </>
              ) : (
                <p className="text-sm text-muted-foreground">{topics.isLoading ? t("question.composerLoadingTopics") : t("question.composerNoTopicMatch")}</p>
              ))}
            {topicSearch.trim() && !exactTopic && canCreateTopic && !topics.isLoading && (
              <div className="space-y-1">
                <Button type="button" size="sm" variant="outline" disabled={full || createTopic.isPending} onClick={handleCreateTopic}>
                  {createTopic.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
                  {t("question.composerCreateTopic", { topic: topicSearch.trim() })}
                </Button>
                {createError && (
                  <p className="text-xs text-destructive" role="alert">
                    {createError}
                  </p>
                )}
              </div>
            )}
          </fieldset>

          <div className="rounded-md bg-muted/60 p-3 text-sm">
            <p className="mb-1 flex items-center gap-1 font-medium">
              <Lightbulb className="h-4 w-4 text-primary" aria-hidden="true" /> {t("question.composerTipsTitle")}
            </p>
            <ul className="list-disc space-y-0.5 ps-5 text-muted-foreground">
              {TIPS.map((tip) => (
                <li key={tip}>{t(tip)}</li>
              ))}
            </ul>
          </div>

          <DialogFooter>
            <Button type="button" variant="outline" onClick={handleClose}>
              {t("question.cancel")}
            </Button>
            <Button type="button" variant="secondary" onClick={handleSaveDraft} disabled={saveDraft.isPending || (!title.trim() && !content)}>
              {saveDraft.isPending ? <Loader2 className="animate-spin" /> : <FileText />} {t("question.composerSaveDraft")}
            </Button>
            <Button type="button" onClick={handlePublish} disabled={!title.trim() || create.isPending || uploading} aria-keyshortcuts="Control+Enter Meta+Enter">
              {create.isPending && <Loader2 className="animate-spin" />}
              {t("question.composerPost")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A topic the member may add (a suggestion or a search result): a pill with a plus. */
function TopicOption({ name, label, disabled, onClick, highlighted = false }: { name: string; label: string; disabled: boolean; onClick: () => void; highlighted?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      aria-current={highlighted || undefined}
      className={cn(
        highlighted && "border-solid border-primary bg-accent text-accent-foreground",
        "inline-flex max-w-full cursor-pointer items-center gap-1 rounded-full border border-dashed border-input px-3 py-1 text-sm hover:border-primary hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50",
      )}
    >
      <Plus className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{name}</span>
    </button>
  );
}
