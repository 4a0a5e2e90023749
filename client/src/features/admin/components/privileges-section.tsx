import { useState } from "react";
import { MAX_PRIVILEGE_THRESHOLD, PRIVILEGE_PRESETS, PRIVILEGES, type PrivilegeId, type PrivilegePreset } from "@shared/reputation";
import type { AdminPrivileges } from "@shared/reputation.responses";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SaveBar } from "@/components/save-bar";
import { PRIVILEGE_DESCRIPTIONS } from "@/hooks/use-privileges";
import { toast } from "@/lib/use-toast";
import { useLeaveGuard } from "@/lib/leave-guard";
import { useFormat, useT, type MessageId } from "@/i18n";
import { useAdminPrivileges } from "../api/get-privileges";
import { useSavePrivileges } from "../api/save-privileges";
import { ErrorState, ListSkeleton } from "./list-states";
import { selectClass } from "./select-class";

const PRESET_NAMES: Record<PrivilegePreset, MessageId> = { "new-community": "admin.presetNewCommunity", established: "admin.presetEstablished" };

type Numbers = Record<PrivilegeId, string>;

const numbersOf = (items: { id: PrivilegeId; reputation: number }[]): Numbers => Object.fromEntries(items.map((item) => [item.id, String(item.reputation)])) as Numbers;
const presetNumbers = (preset: PrivilegePreset): Numbers => numbersOf(Object.entries(PRIVILEGES).map(([id, privilege]) => ({ id: id as PrivilegeId, reputation: privilege.presets[preset] })));

/** A threshold as typed: a whole number from 1 to the maximum, or null. */
function thresholdOf(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= MAX_PRIVILEGE_THRESHOLD ? value : null;
}

/**
 * The preset and a number per privilege, saved by its own button (issue 24). Choosing a preset
 * puts its numbers in every field (the server clears own numbers on a preset change); a number
 * that differs from the preset's is marked as the site's own.
 */
function PrivilegesForm({ saved }: { saved: AdminPrivileges }) {
  const t = useT();
  const format = useFormat();
  const save = useSavePrivileges();
  const [preset, setPreset] = useState<PrivilegePreset>(saved.preset);
  const [numbers, setNumbers] = useState<Numbers>(() => numbersOf(saved.items));
  const [checked, setChecked] = useState(false);
  const savedNumbers = numbersOf(saved.items);
  const unsaved = preset !== saved.preset || saved.items.some((item) => numbers[item.id].trim() !== savedNumbers[item.id]);
  useLeaveGuard(unsaved, t("settings.leaveUnsaved"));
  const invalid = (id: PrivilegeId) => checked && thresholdOf(numbers[id]) === null;

  const handleSave = () => {
    setChecked(true);
    const thresholds: Partial<Record<PrivilegeId, number>> = {};
    for (const item of saved.items) {
      const value = thresholdOf(numbers[item.id]);
      if (value === null) return;
      thresholds[item.id] = value;
    }
    void save.mutateAsync({ preset, thresholds }).then(
      (result) => {
        setChecked(false);
        setPreset(result.preset);
        setNumbers(numbersOf(result.items));
        toast({ title: t("admin.privilegesSaved") });
      },
      () => toast({ title: t("admin.settingsSaveFailed"), variant: "destructive" }),
    );
  };

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (unsaved) handleSave();
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <Label htmlFor="privilege-preset">{t("admin.privilegePreset")}</Label>
          <p className="text-sm text-muted-foreground">{t("admin.privilegePresetDescription")}</p>
        </div>
        <select
          id="privilege-preset"
          className={selectClass}
          value={preset}
          onChange={(event) => {
            const next = event.target.value as PrivilegePreset;
            setPreset(next);
            setNumbers(presetNumbers(next));
          }}
        >
          {PRIVILEGE_PRESETS.map((id) => (
            <option key={id} value={id}>
              {t(PRESET_NAMES[id])}
            </option>
          ))}
        </select>
      </div>
      <ul className="divide-y border-t">
        {saved.items.map((item) => {
          const inputId = `privilege-${item.id}`;
          const own = thresholdOf(numbers[item.id]) !== null && thresholdOf(numbers[item.id]) !== PRIVILEGES[item.id].presets[preset];
          return (
            <li key={item.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <div className="min-w-0 space-y-0.5">
                <Label htmlFor={inputId}>{t(PRIVILEGE_DESCRIPTIONS[item.id])}</Label>
                <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
                  {t("admin.privilegePresetValues", { newCommunity: format.number(item.presets["new-community"]), established: format.number(item.presets.established) })}
                  {own && <span className="ms-2 inline-block whitespace-nowrap rounded-full bg-secondary px-2 py-0.5 font-medium text-secondary-foreground">{t("admin.privilegeOwn")}</span>}
                </p>
                {invalid(item.id) && (
                  <p id={`${inputId}-error`} className="text-xs text-destructive" role="alert">
                    {t("admin.privilegeThresholdInvalid", { max: format.number(MAX_PRIVILEGE_THRESHOLD) })}
                  </p>
                )}
              </div>
              <Input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_PRIVILEGE_THRESHOLD}
                step={1}
                value={numbers[item.id]}
                onChange={(event) => setNumbers((current) => ({ ...current, [item.id]: event.target.value }))}
                aria-invalid={invalid(item.id)}
                aria-describedby={invalid(item.id) ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
                className="w-full tabular-nums sm:w-32"
              />
            </li>
          );
        })}
      </ul>
      <SaveBar unsaved={unsaved} pending={save.isPending} label={t("admin.savePrivileges")} />
    </form>
  );
}

/** The Privileges section of the admin settings: the thresholds members need (admins). */
export function PrivilegesSection() {
  const privileges = useAdminPrivileges();
  if (privileges.isLoading) return <ListSkeleton rows={4} />;
  if (privileges.isError) return <ErrorState onRetry={() => privileges.refetch()} />;
  return privileges.data ? <PrivilegesForm saved={privileges.data} /> : null;
}
