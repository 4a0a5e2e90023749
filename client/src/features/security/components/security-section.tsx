import { useEffect, useState } from "react";
import { Fingerprint, KeyRound, Laptop, Loader2, LogOut, ShieldAlert, ShieldCheck, Trash2 } from "lucide-react";
import { LIMITS } from "@shared/limits";
import type { RecoveryCodes, TwoFactorSetup } from "@shared/security";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { FormField } from "@/components/form-field";
import { StateMessage } from "@/components/state-message";
import { TimeAgo } from "@/components/time-ago";
import { toast } from "@/lib/use-toast";
import { ApiError } from "@/lib/api";
import { T, useT } from "@/i18n";
import {
  useDeletePasskey,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useEndSessions,
  usePasskeys,
  useRegisterPasskey,
  useRenewRecoveryCodes,
  useSetupTwoFactor,
  useSignedInDevices,
  useTwoFactorStatus,
} from "../api/security";

/** The shape of an app's code (not a word: the same in every language). */
const APP_CODE_PLACEHOLDER = "123456";

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback);

/**
 * A failure of a change that asked for the password again (issue 20), in the interface language:
 * a wrong password, or (an account without one) a sign-in too old to make the change.
 */
function useReauthMessage() {
  const t = useT();
  return (error: unknown, fallback: string) => {
    if (error instanceof ApiError && error.errorId === "recent_sign_in_required") return t("security.signInAgain");
    if (error instanceof ApiError && error.status === 400 && error.field === "password") return t("security.wrongPassword");
    return messageOf(error, fallback);
  };
}

/** Settings' Security section: two-factor sign-in, passkeys and signed-in devices (issue 12). */
export function SecuritySection() {
  const t = useT();
  return (
    <Card role="region" aria-labelledby="settings-security">
      <CardHeader>
        <h2 id="settings-security" className="text-lg font-semibold leading-none">
          {t("security.title")}
        </h2>
        <CardDescription>{t("security.description")}</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        <div className="pb-6">
          <TwoFactorPanel />
        </div>
        <div className="py-6">
          <PasskeysPanel />
        </div>
        <div className="pt-6">
          <DevicesPanel />
        </div>
      </CardContent>
    </Card>
  );
}

function PanelTitle({ icon: Icon, title, children }: { icon: typeof KeyRound; title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Icon className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </div>
  );
}

/** A key handler that runs `action` on Enter (these fields sit outside a form, so Enter would do nothing). */
const onEnterKey = (action: () => void) => (event: React.KeyboardEvent) => {
  if (event.key === "Enter") {
    event.preventDefault();
    action();
  }
};

/** The "Code from your app" field of the enable and renew forms, its error wired for screen readers. */
function AppCodeField({
  id,
  value,
  onChange,
  onEnter,
  error,
  ...inputProps
}: { id: string; value: string; onChange: (value: string) => void; onEnter: () => void; error: string | null } & Pick<React.ComponentProps<typeof Input>, "inputMode" | "placeholder">) {
  const t = useT();
  return (
    <FormField id={id} label={t("security.codeFromApp")} error={error ?? undefined}>
      <Input
        id={id}
        autoComplete="one-time-code"
        {...inputProps}
        maxLength={LIMITS.twoFactorCode}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onEnterKey(onEnter)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className="max-w-[12rem] font-mono tracking-widest"
      />
    </FormField>
  );
}

/** A form's action button (a spinner while it runs) and its Cancel button. */
function SubmitOrCancel({
  label,
  variant,
  pending,
  onSubmit,
  onCancel,
}: {
  label: string;
  variant?: React.ComponentProps<typeof Button>["variant"];
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant={variant} onClick={onSubmit} disabled={pending}>
        {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {label}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t("security.cancel")}
      </Button>
    </div>
  );
}

function TwoFactorPanel() {
  const t = useT();
  const status = useTwoFactorStatus();
  const setup = useSetupTwoFactor();
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<RecoveryCodes["recoveryCodes"] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const reauthMessage = useReauthMessage();

  if (status.isLoading) return <Skeleton className="h-24 w-full" />;
  if (!status.data) return <StateMessage kind="error" as="h3" title={t("security.twoFactorLoadFailed")} onRetry={() => void status.refetch()} />;
  const { enabled, recoveryCodesLeft, hasPassword, setupRequired } = status.data;

  const handleStart = (password: string, showError: (message: string) => void) =>
    setup.mutate(password, {
      onSuccess: (started) => {
        setConfirming(false);
        setPending(started);
      },
      onError: (error) => {
        // The password (or an old sign-in) is told beside the field; anything else as before.
        if (error instanceof ApiError && (error.field === "password" || error.errorId === "recent_sign_in_required")) showError(reauthMessage(error, t("security.tryAgain")));
        else toast({ title: t("security.couldNotStart"), description: messageOf(error, t("security.tryAgain")), variant: "destructive" });
      },
    });

  return (
    <section aria-labelledby="two-factor-title" className="space-y-3">
      <div id="two-factor-title">
        <PanelTitle icon={KeyRound} title={t("security.twoFactorTitle")}>
          {enabled ? (
            <Badge variant="accent">
              <ShieldCheck aria-hidden="true" /> {t("security.on")}
            </Badge>
          ) : (
            <Badge variant="outline">{t("security.off")}</Badge>
          )}
        </PanelTitle>
      </div>
      {setupRequired && (
        <p className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" role="alert">
          <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t("security.staffRequired")}
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        {enabled ? t("security.twoFactorOnHelp", { count: recoveryCodesLeft }) : t("security.twoFactorOffHelp")}
      </p>
      {codes ? (
        <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />
      ) : pending ? (
        <EnableForm
          setup={pending}
          onCancel={() => setPending(null)}
          onEnabled={(recovery) => {
            setPending(null);
            setCodes(recovery);
          }}
        />
      ) : enabled ? (
        disabling ? (
          <DisableForm onDone={() => setDisabling(false)} />
        ) : renewing ? (
          <RenewForm
            onCancel={() => setRenewing(false)}
            onRenewed={(recovery) => {
              setRenewing(false);
              setCodes(recovery);
            }}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => setRenewing(true)}>
              {t("security.newRecoveryCodes")}
            </Button>
            <Button type="button" variant="outline" onClick={() => setDisabling(true)}>
              {t("security.turnOffTwoFactor")}
            </Button>
          </div>
        )
      ) : hasPassword ? (
        confirming ? (
          <ConfirmPasswordForm help={t("security.confirmPasswordHelp")} pending={setup.isPending} onSubmit={handleStart} onCancel={() => setConfirming(false)} />
        ) : (
          <Button type="button" onClick={() => setConfirming(true)}>
            {t("security.setUpTwoFactor")}
          </Button>
        )
      ) : (
        <p className="text-sm text-muted-foreground">{t("security.providerAccount")}</p>
      )}
    </section>
  );
}

/** The password asked again before a sensitive change starts (issue 20); Enter submits it. */
function ConfirmPasswordForm({
  help,
  pending,
  onSubmit,
  onCancel,
}: {
  help: string;
  pending: boolean;
  onSubmit: (password: string, showError: (message: string) => void) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!password) {
      setError(t("security.enterPassword"));
      return;
    }
    setError(null);
    onSubmit(password, setError);
  };
  return (
    <div className="space-y-3 rounded-md border p-4">
      <p className="text-sm text-muted-foreground">{help}</p>
      <FormField id="security-confirm-password" label={t("security.confirmPassword")} error={error ?? undefined}>
        <Input
          id="security-confirm-password"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onKeyDown={onEnterKey(submit)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "security-confirm-password-error" : undefined}
          className="sm:w-64"
        />
      </FormField>
      <SubmitOrCancel label={t("security.continue")} pending={pending} onSubmit={submit} onCancel={onCancel} />
    </div>
  );
}

function EnableForm({ setup, onCancel, onEnabled }: { setup: TwoFactorSetup; onCancel: () => void; onEnabled: (codes: string[]) => void }) {
  const t = useT();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!/^\d{6}$/.test(code.replace(/\s/g, ""))) {
      setError(t("security.enterSixDigits"));
      return;
    }
    setError(null);
    enable.mutate(code.replace(/\s/g, ""), {
      onSuccess: (result) => onEnabled(result.recoveryCodes),
      onError: (failure) => setError(messageOf(failure, t("security.codeFailed"))),
    });
  };

  return (
    <div className="space-y-4 rounded-md border p-4">
      <ol className="list-decimal space-y-1 ps-5 text-sm text-muted-foreground">
        <li>{t("security.setupStepScan")}</li>
        <li>{t("security.setupStepCode")}</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img src={setup.qrCode} alt={t("security.qrAlt")} width={176} height={176} className="h-44 w-44 shrink-0 rounded-md bg-white p-1" />
        <div className="min-w-0 space-y-3 self-stretch">
          <div className="space-y-1">
            <p className="text-sm font-medium" id="two-factor-secret-label">
              {t("security.setupKey")}
            </p>
            <code
              data-testid="two-factor-secret"
              aria-labelledby="two-factor-secret-label"
              className="block break-all rounded bg-muted px-2 py-1.5 font-mono text-sm tracking-wider"
            >
              {setup.secret}
            </code>
          </div>
          <AppCodeField id="two-factor-enable-code" inputMode="numeric" placeholder={APP_CODE_PLACEHOLDER} value={code} onChange={setCode} onEnter={submit} error={error} />
          <SubmitOrCancel label={t("security.turnOn")} pending={enable.isPending} onSubmit={submit} onCancel={onCancel} />
        </div>
      </div>
    </div>
  );
}

function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const copy = () =>
    void navigator.clipboard?.writeText(codes.join("\n")).then(
      () => toast({ title: t("security.codesCopied") }),
      () => toast({ title: t("security.couldNotCopy"), description: t("security.copyByHand"), variant: "destructive" }),
    );
  return (
    <div className="space-y-3 rounded-md border border-primary/40 bg-accent/30 p-4" role="status">
      <p className="text-sm font-medium">{t("security.saveCodesNow")}</p>
      <p className="text-sm text-muted-foreground">{t("security.codesHelp")}</p>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm sm:grid-cols-5" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          {t("security.copyCodes")}
        </Button>
        <Button type="button" onClick={onDone}>
          {t("security.savedThem")}
        </Button>
      </div>
    </div>
  );
}

function RenewForm({ onCancel, onRenewed }: { onCancel: () => void; onRenewed: (codes: string[]) => void }) {
  const t = useT();
  const renew = useRenewRecoveryCodes();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!code.trim()) {
      setError(t("security.enterCodeFromApp"));
      return;
    }
    setError(null);
    renew.mutate(code.trim(), {
      onSuccess: (result) => onRenewed(result.recoveryCodes),
      onError: (failure) => setError(messageOf(failure, t("security.codeFailed"))),
    });
  };
  return (
    <div className="space-y-3 rounded-md border p-4">
      <p className="text-sm text-muted-foreground">{t("security.renewHelp")}</p>
      <AppCodeField id="two-factor-renew-code" value={code} onChange={setCode} onEnter={submit} error={error} />
      <SubmitOrCancel label={t("security.getNewCodes")} pending={renew.isPending} onSubmit={submit} onCancel={onCancel} />
    </div>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const disable = useDisableTwoFactor();
  const reauthMessage = useReauthMessage();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!password || !code.trim()) {
      setError(t("security.disableMissing"));
      return;
    }
    setError(null);
    disable.mutate(
      { password, code: code.trim() },
      {
        onSuccess: () => {
          toast({ title: t("security.twoFactorOffToast") });
          onDone();
        },
        onError: (failure) => setError(reauthMessage(failure, t("security.disableFailed"))),
      },
    );
  };
  const onEnter = onEnterKey(submit);
  return (
    <div className="space-y-3 rounded-md border p-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="two-factor-disable-password" label={t("security.password")}>
          <Input id="two-factor-disable-password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} onKeyDown={onEnter} />
        </FormField>
        <FormField id="two-factor-disable-code" label={t("security.codeOrRecovery")}>
          <Input
            id="two-factor-disable-code"
            autoComplete="one-time-code"
            maxLength={LIMITS.twoFactorCode}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={onEnter}
            className="font-mono"
          />
        </FormField>
      </div>
      {error && (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
      <SubmitOrCancel label={t("security.turnOff")} variant="destructive" pending={disable.isPending} onSubmit={submit} onCancel={onDone} />
    </div>
  );
}

function PasskeysPanel() {
  const t = useT();
  const passkeys = usePasskeys();
  const register = useRegisterPasskey();
  const remove = useDeletePasskey();
  const reauthMessage = useReauthMessage();
  // Accounts with a password type it again to add a passkey; the others need a recent sign-in.
  const hasPassword = useTwoFactorStatus().data?.hasPassword ?? true;
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [supported, setSupported] = useState(true);
  useEffect(() => {
    void import("@simplewebauthn/browser").then(({ browserSupportsWebAuthn }) => setSupported(browserSupportsWebAuthn()));
  }, []);

  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      toast({ title: t("security.namePasskey"), description: t("security.namePasskeyExample"), variant: "destructive" });
      return;
    }
    if (hasPassword && !password) {
      toast({ title: t("security.enterPassword"), description: t("security.passkeyPasswordHelp"), variant: "destructive" });
      return;
    }
    register.mutate(hasPassword ? { name: trimmed, password } : { name: trimmed }, {
      onSuccess: () => {
        setName("");
        setPassword("");
        toast({ title: t("security.passkeyAdded"), description: t("security.passkeyAddedDescription") });
      },
      onError: (error) => {
        if (error instanceof Error && error.name === "NotAllowedError") return;
        toast({ title: t("security.passkeyNotAdded"), description: reauthMessage(error, t("security.passkeyCreateFailed")), variant: "destructive" });
      },
    });
  };

  const items = passkeys.data?.items ?? [];
  return (
    <section aria-labelledby="passkeys-title" className="space-y-3">
      <div id="passkeys-title">
        <PanelTitle icon={Fingerprint} title={t("security.passkeys")} />
      </div>
      <p className="text-sm text-muted-foreground">{t("security.passkeysHelp")}</p>
      {passkeys.isLoading ? (
        <Skeleton className="h-12 w-full" />
      ) : items.length > 0 ? (
        <ul className="divide-y rounded-md border" aria-label={t("security.yourPasskeys")}>
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{item.name}</p>
                <p className="text-xs text-muted-foreground">
                  {item.lastUsedAt ? (
                    <T id="security.passkeyAddedUsed" values={{ added: <TimeAgo date={item.createdAt} />, used: <TimeAgo date={item.lastUsedAt} /> }} />
                  ) : (
                    <T id="security.passkeyAddedAt" values={{ added: <TimeAgo date={item.createdAt} /> }} />
                  )}
                </p>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t("security.deletePasskeyLabel", { name: item.name })}
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(t("security.deletePasskeyConfirm", { name: item.name }))) remove.mutate(item.id);
                }}
              >
                <Trash2 aria-hidden="true" /> {t("security.delete")}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t("security.noPasskeys")}</p>
      )}
      {/* Wraps where the settings column is narrow (beside the section list). */}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
        <FormField id="passkey-name" label={t("security.newPasskeyName")}>
          <Input
            id="passkey-name"
            placeholder={t("security.passkeyNamePlaceholder")}
            maxLength={LIMITS.passkeyName}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={onEnterKey(add)}
            className="sm:w-64"
          />
        </FormField>
        {hasPassword && (
          <FormField id="passkey-password" label={t("security.confirmPassword")}>
            <Input
              id="passkey-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              onKeyDown={onEnterKey(add)}
              className="sm:w-48"
            />
          </FormField>
        )}
        <Button type="button" variant="outline" onClick={add} disabled={!supported || register.isPending} className="shrink-0">
          {register.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Fingerprint aria-hidden="true" />}
          {t("security.addPasskey")}
        </Button>
      </div>
      {!supported && <p className="text-xs text-muted-foreground">{t("security.passkeysUnsupported")}</p>}
    </section>
  );
}

function DevicesPanel() {
  const t = useT();
  const devices = useSignedInDevices();
  const end = useEndSessions();
  const items = devices.data?.items ?? [];
  const others = items.filter((item) => !item.current).length;
  return (
    <section aria-labelledby="devices-title" className="space-y-3">
      <div id="devices-title">
        <PanelTitle icon={Laptop} title={t("security.devices")} />
      </div>
      {devices.isLoading ? (
        <Skeleton className="h-20 w-full" />
      ) : (
        <ul className="divide-y rounded-md border" aria-label={t("security.yourDevices")}>
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  {t("security.deviceName", { browser: item.browser, os: item.os })}
                  {item.current && <Badge variant="accent">{t("security.thisDevice")}</Badge>}
                </p>
                <p className="text-xs text-muted-foreground">
                  <T
                    id="security.deviceSeen"
                    values={{ ip: item.ip ?? t("security.unknownAddress"), signedIn: <TimeAgo date={item.createdAt} />, seen: <TimeAgo date={item.lastSeenAt} /> }}
                  />
                </p>
              </div>
              {!item.current && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t("security.signOutDeviceLabel", { browser: item.browser, os: item.os })}
                  disabled={end.isPending}
                  onClick={() => end.mutate(item.id, { onSuccess: () => toast({ title: t("security.signedOutDevice") }) })}
                >
                  <LogOut aria-hidden="true" /> {t("security.signOut")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Button
        type="button"
        variant="outline"
        // Long in some languages ("Cerrar sesión en todos los demás dispositivos"): it wraps on a phone.
        className="h-auto min-h-10 whitespace-normal text-center"
        disabled={others === 0 || end.isPending}
        onClick={() =>
          end.mutate(undefined, {
            onSuccess: () => toast({ title: t("security.signedOutEverywhere"), description: t("security.otherDevicesSignedOut", { count: others }) }),
          })
        }
      >
        {t("security.signOutOthers")}
      </Button>
    </section>
  );
}
