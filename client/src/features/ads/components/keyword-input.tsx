import { useState } from "react";
import { X } from "lucide-react";
import { addKeyword } from "@shared/ad-options";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useT } from "@/i18n";
import { useAdErrorText } from "../labels";

/**
 * Keyword chips (spec 5): Enter (or Add) adds the typed keyword, trimmed; an empty one is
 * ignored; a duplicate is refused with a message; clicking a chip removes it.
 */
export function KeywordInput({ id, keywords, onChange, error }: { id: string; keywords: readonly string[]; onChange: (keywords: string[]) => void; error?: string }) {
  const t = useT();
  const errorText = useAdErrorText();
  const [text, setText] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const add = () => {
    const result = addKeyword(keywords, text);
    setMessage(result.error ?? null);
    if (result.error) return;
    onChange([...result.keywords]);
    setText("");
  };
  const shown = errorText(message ?? error);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t("ads.keywordsLabel")}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          placeholder={t("ads.keywordPlaceholder")}
          aria-invalid={Boolean(shown)}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ""}`}
          onChange={(event) => {
            setText(event.target.value);
            setMessage(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          {t("ads.addKeyword")}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t("ads.keywordHint")}
      </p>
      {shown && (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {shown}
        </p>
      )}
      {keywords.length > 0 && (
        <ul className="flex flex-wrap gap-2 pt-1" aria-label={t("ads.keywordsAdded")}>
          {keywords.map((keyword) => (
            <li key={keyword}>
              <button
                type="button"
                onClick={() => onChange(keywords.filter((item) => item !== keyword))}
                aria-label={t("ads.removeKeyword", { keyword })}
                className="inline-flex max-w-full cursor-pointer items-center gap-1 rounded-full bg-secondary px-3 py-1 text-sm break-all text-secondary-foreground hover:bg-secondary/80"
              >
                {keyword}
                <X className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
