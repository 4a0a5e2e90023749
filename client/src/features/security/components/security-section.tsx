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
import { TimeAgo } from "@/components/time-ago";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
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

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback);

/** Settings' Security section: two-factor sign-in, passkeys and signed-in devices (issue 12). */
export function SecuritySection() {
  return (
    <Card role="region" aria-labelledby="settings-security">
      <CardHeader>
        <h2 id="settings-security" className="text-lg font-semibold leading-none">
          Security
        </h2>
        <CardDescription>Protect your sign-in, and see where you are signed in.</CardDescription>
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
  return (
    <FormField id={id} label="Code from your app" error={error ?? undefined}>
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
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant={variant} onClick={onSubmit} disabled={pending}>
        {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {label}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

function TwoFactorPanel() {
  const status = useTwoFactorStatus();
  const setup = useSetupTwoFactor();
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<RecoveryCodes["recoveryCodes"] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [renewing, setRenewing] = useState(false);

  if (status.isLoading) return <Skeleton className="h-24 w-full" />;
  if (!status.data) return <p className="text-sm text-destructive">Could not load your two-factor settings.</p>;
  const { enabled, recoveryCodesLeft, hasPassword, setupRequired } = status.data;

  const handleStart = () =>
    setup.mutate(undefined, {
      onSuccess: setPending,
      onError: (error) => toast({ title: "Could not start", description: messageOf(error, "Please try again."), variant: "destructive" }),
    });

  return (
    <section aria-labelledby="two-factor-title" className="space-y-3">
      <div id="two-factor-title">
        <PanelTitle icon={KeyRound} title="Two-factor sign-in">
          {enabled ? (
            <Badge variant="accent">
              <ShieldCheck aria-hidden="true" /> On
            </Badge>
          ) : (
            <Badge variant="outline">Off</Badge>
          )}
        </PanelTitle>
      </div>
      {setupRequired && (
        <p className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" role="alert">
          <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          This site requires staff to use two-factor sign-in. Turn it on to use the admin panel.
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        {enabled
          ? `Signing in with your password also asks for a code from your authenticator app. ${recoveryCodesLeft === 1 ? "1 recovery code" : `${recoveryCodesLeft} recovery codes`} left.`
          : "Ask for a code from an authenticator app (such as Google Authenticator, 1Password or Aegis) whenever you sign in with your password."}
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
              New recovery codes
            </Button>
            <Button type="button" variant="outline" onClick={() => setDisabling(true)}>
              Turn off two-factor sign-in
            </Button>
          </div>
        )
      ) : hasPassword ? (
        <Button type="button" onClick={handleStart} disabled={setup.isPending}>
          {setup.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Set up two-factor sign-in
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">Your account signs in through your provider, which keeps its own second factor. You can add a passkey below.</p>
      )}
    </section>
  );
}

function EnableForm({ setup, onCancel, onEnabled }: { setup: TwoFactorSetup; onCancel: () => void; onEnabled: (codes: string[]) => void }) {
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!/^\d{6}$/.test(code.replace(/\s/g, ""))) {
      setError("Enter the 6-digit code your app shows");
      return;
    }
    setError(null);
    enable.mutate(code.replace(/\s/g, ""), {
      onSuccess: (result) => onEnabled(result.recoveryCodes),
      onError: (failure) => setError(messageOf(failure, "That code did not work. Please try again.")),
    });
  };

  return (
    <div className="space-y-4 rounded-md border p-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
        <li>Scan this QR code with your authenticator app, or type the key into it.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img src={setup.qrCode} alt="QR code for your authenticator app" width={176} height={176} className="h-44 w-44 shrink-0 rounded-md bg-white p-1" />
        <div className="min-w-0 space-y-3 self-stretch">
          <div className="space-y-1">
            <p className="text-sm font-medium" id="two-factor-secret-label">
              Setup key
            </p>
            <code
              data-testid="two-factor-secret"
              aria-labelledby="two-factor-secret-label"
              className="block break-all rounded bg-muted px-2 py-1.5 font-mono text-sm tracking-wider"
            >
              {setup.secret}
            </code>
          </div>
          <AppCodeField id="two-factor-enable-code" inputMode="numeric" placeholder="123456" value={code} onChange={setCode} onEnter={submit} error={error} />
          <SubmitOrCancel label="Turn on" pending={enable.isPending} onSubmit={submit} onCancel={onCancel} />
        </div>
      </div>
    </div>
  );
}

function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = () =>
    void navigator.clipboard?.writeText(codes.join("\n")).then(
      () => toast({ title: "Recovery codes copied" }),
      () => toast({ title: "Could not copy", description: "Select the codes and copy them by hand.", variant: "destructive" }),
    );
  return (
    <div className="space-y-3 rounded-md border border-primary/40 bg-accent/30 p-4" role="status">
      <p className="text-sm font-medium">Save these recovery codes now: they are shown only once.</p>
      <p className="text-sm text-muted-foreground">If you lose your phone, each code signs you in once instead of an app code.</p>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm sm:grid-cols-5" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          Copy codes
        </Button>
        <Button type="button" onClick={onDone}>
          I saved them
        </Button>
      </div>
    </div>
  );
}

function RenewForm({ onCancel, onRenewed }: { onCancel: () => void; onRenewed: (codes: string[]) => void }) {
  const renew = useRenewRecoveryCodes();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!code.trim()) {
      setError("Enter a code from your app");
      return;
    }
    setError(null);
    renew.mutate(code.trim(), {
      onSuccess: (result) => onRenewed(result.recoveryCodes),
      onError: (failure) => setError(messageOf(failure, "That code did not work. Please try again.")),
    });
  };
  return (
    <div className="space-y-3 rounded-md border p-4">
      <p className="text-sm text-muted-foreground">Your current recovery codes stop working and ten new ones are shown once.</p>
      <AppCodeField id="two-factor-renew-code" value={code} onChange={setCode} onEnter={submit} error={error} />
      <SubmitOrCancel label="Get new codes" pending={renew.isPending} onSubmit={submit} onCancel={onCancel} />
    </div>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!password || !code.trim()) {
      setError("Enter your password and a code from your app (or a recovery code)");
      return;
    }
    setError(null);
    disable.mutate(
      { password, code: code.trim() },
      {
        onSuccess: () => {
          toast({ title: "Two-factor sign-in is off" });
          onDone();
        },
        onError: (failure) => setError(messageOf(failure, "Could not turn it off. Please try again.")),
      },
    );
  };
  const onEnter = onEnterKey(submit);
  return (
    <div className="space-y-3 rounded-md border p-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="two-factor-disable-password" label="Password">
          <Input id="two-factor-disable-password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} onKeyDown={onEnter} />
        </FormField>
        <FormField id="two-factor-disable-code" label="Code or recovery code">
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
      <SubmitOrCancel label="Turn off" variant="destructive" pending={disable.isPending} onSubmit={submit} onCancel={onDone} />
    </div>
  );
}

function PasskeysPanel() {
  const passkeys = usePasskeys();
  const register = useRegisterPasskey();
  const remove = useDeletePasskey();
  const [name, setName] = useState("");
  const [supported, setSupported] = useState(true);
  useEffect(() => {
    void import("@simplewebauthn/browser").then(({ browserSupportsWebAuthn }) => setSupported(browserSupportsWebAuthn()));
  }, []);

  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      toast({ title: "Name your passkey", description: "For example “Laptop” or “Phone”.", variant: "destructive" });
      return;
    }
    register.mutate(trimmed, {
      onSuccess: () => {
        setName("");
        toast({ title: "Passkey added", description: "You can now sign in with it instead of your password." });
      },
      onError: (error) => {
        if (error instanceof Error && error.name === "NotAllowedError") return;
        toast({ title: "Passkey not added", description: messageOf(error, "This device could not create a passkey."), variant: "destructive" });
      },
    });
  };

  const items = passkeys.data?.items ?? [];
  return (
    <section aria-labelledby="passkeys-title" className="space-y-3">
      <div id="passkeys-title">
        <PanelTitle icon={Fingerprint} title="Passkeys" />
      </div>
      <p className="text-sm text-muted-foreground">Sign in with your fingerprint, face or screen lock instead of a password.</p>
      {passkeys.isLoading ? (
        <Skeleton className="h-12 w-full" />
      ) : items.length > 0 ? (
        <ul className="divide-y rounded-md border" aria-label="Your passkeys">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{item.name}</p>
                <p className="text-xs text-muted-foreground">
                  Added <TimeAgo date={item.createdAt} />
                  {item.lastUsedAt && (
                    <>
                      {" "}
                      · last used <TimeAgo date={item.lastUsedAt} />
                    </>
                  )}
                </p>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Delete passkey ${item.name}`}
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(`Delete the passkey “${item.name}”? You will not be able to sign in with it any more.`)) remove.mutate(item.id);
                }}
              >
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No passkeys yet.</p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <FormField id="passkey-name" label="New passkey name">
          <Input
            id="passkey-name"
            placeholder="Laptop"
            maxLength={LIMITS.passkeyName}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={onEnterKey(add)}
            className="sm:w-64"
          />
        </FormField>
        <Button type="button" variant="outline" onClick={add} disabled={!supported || register.isPending} className="shrink-0">
          {register.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Fingerprint aria-hidden="true" />}
          Add a passkey
        </Button>
      </div>
      {!supported && <p className="text-xs text-muted-foreground">This browser cannot create passkeys.</p>}
    </section>
  );
}

function DevicesPanel() {
  const devices = useSignedInDevices();
  const end = useEndSessions();
  const items = devices.data?.items ?? [];
  const others = items.filter((item) => !item.current).length;
  return (
    <section aria-labelledby="devices-title" className="space-y-3">
      <div id="devices-title">
        <PanelTitle icon={Laptop} title="Signed-in devices" />
      </div>
      {devices.isLoading ? (
        <Skeleton className="h-20 w-full" />
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Your signed-in devices">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  {item.browser} on {item.os}
                  {item.current && <Badge variant="accent">This device</Badge>}
                </p>
                <p className="text-xs text-muted-foreground">
                  {item.ip ?? "Unknown address"} · signed in <TimeAgo date={item.createdAt} /> · last seen <TimeAgo date={item.lastSeenAt} />
                </p>
              </div>
              {!item.current && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Sign out ${item.browser} on ${item.os}`}
                  disabled={end.isPending}
                  onClick={() => end.mutate(item.id, { onSuccess: () => toast({ title: "Signed out that device" }) })}
                >
                  <LogOut aria-hidden="true" /> Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Button
        type="button"
        variant="outline"
        disabled={others === 0 || end.isPending}
        onClick={() =>
          end.mutate(undefined, {
            onSuccess: () => toast({ title: "Signed out everywhere else", description: others === 1 ? "1 other device was signed out." : `${others} other devices were signed out.` }),
          })
        }
      >
        Sign out all other devices
      </Button>
    </section>
  );
}
