// The interface in the reader's language (issue 13, decision 031): react-intl (ICU messages,
// plurals, Intl dates and numbers) behind a small typed API. Components call `useT()` for a
// string, `<T id values />` for a message with markup in it, and `useLocale()` for the
// language itself; nothing in the interface is written in English outside messages/en.json.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { createIntl, createIntlCache, IntlProvider, FormattedMessage, RawIntlProvider, useIntl, type IntlShape } from "react-intl";
import { LOCALE_COOKIE, type Locale } from "@shared/locales";
import { loadMessages, type MessageId, type Messages } from "./catalog";

export type { MessageId, Messages } from "./catalog";
export { loadMessages } from "./catalog";

/** Values a message takes: strings and numbers, or elements and tag functions in `<T>`. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

interface LocaleState {
  locale: Locale;
  /**
   * Loads the language, switches the interface to it and remembers it in the cookie, and on
   * the account when a member is signed in (`{ account: false }` when it comes from there).
   */
  setLocale(locale: Locale, options?: { account?: boolean }): Promise<void>;
}

const LocaleContext = createContext<LocaleState>({ locale: "en", setLocale: async () => {} });

/** Keeps a choice on the signed-in member's account (PUT /api/me/locale); null when signed out. */
export type AccountLocaleSaver = ((locale: Locale) => Promise<unknown>) | null;
const AccountSaverContext = createContext<(saver: AccountLocaleSaver) => void>(() => {});

/** One year: the choice is the reader's until they change it. */
const COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * One intl object for a language, its parsed messages and Intl formatters kept with it: the
 * server's prerender makes one per language instead of one per page (issue 22: parsing the
 * page's messages again on every render was part of a cache miss's time).
 */
export function createSharedIntl(locale: Locale, messages: Messages): IntlShape {
  return createIntl({ locale, messages, defaultLocale: "en", onError: reportMissing }, createIntlCache());
}

export function I18nProvider({
  locale: initialLocale,
  messages: initialMessages,
  intl,
  children,
}: {
  locale: Locale;
  messages: Messages;
  /** A shared intl object for `locale` (the server's prerender, `createSharedIntl`). */
  intl?: IntlShape;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState({ locale: initialLocale, messages: initialMessages });
  // Set by the signed-in member's AccountLocale (features/auth), which sits inside the query client.
  const accountSaver = useRef<AccountLocaleSaver>(null);
  const registerSaver = useCallback((saver: AccountLocaleSaver) => {
    accountSaver.current = saver;
  }, []);
  const setLocale = useCallback(async (locale: Locale, options?: { account?: boolean }) => {
    const messages = await loadMessages(locale);
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${COOKIE_SECONDS}; samesite=lax`;
    document.documentElement.lang = locale;
    setCurrent({ locale, messages });
    // The interface has switched already; an account that could not be told keeps its old choice.
    if (options?.account !== false) await accountSaver.current?.(locale).catch((error: unknown) => console.error(error));
  }, []);
  const state = useMemo(() => ({ locale: current.locale, setLocale }), [current.locale, setLocale]);
  return (
    <LocaleContext.Provider value={state}>
      <AccountSaverContext.Provider value={registerSaver}>
        {intl && current.locale === initialLocale ? (
          <RawIntlProvider value={intl}>{children}</RawIntlProvider>
        ) : (
          <IntlProvider locale={current.locale} messages={current.messages} defaultLocale="en" onError={reportMissing}>
            {children}
          </IntlProvider>
        )}
      </AccountSaverContext.Provider>
    </LocaleContext.Provider>
  );
}

/** A message that is missing or broken is a bug (the completeness test should have caught it). */
function reportMissing(error: { code?: string; message: string }) {
  if (error.code === "MISSING_TRANSLATION") console.error(error.message);
  else console.error(error);
}

/** For AccountLocale only: where the signed-in member's choices are kept (null when signed out). */
export function useRegisterAccountLocale(): (saver: AccountLocaleSaver) => void {
  return useContext(AccountSaverContext);
}

/** The current interface language and the way to change it. */
export function useLocale(): LocaleState {
  return useContext(LocaleContext);
}

/** `t(id, values)`: a message as a string (for attributes, toasts, titles). */
/**
 * Messages without values, by formatter set: a label is the same text every time, and
 * react-intl's own memo builds a key by serialising its arguments on every call (together a
 * tenth of a question page's prerender, issue 22).
 */
const plainMessages = new WeakMap<IntlShape, Map<MessageId, string>>();

export function useT() {
  const intl = useIntl();
  return useCallback(
    (id: MessageId, values?: MessageValues) => {
      if (values !== undefined) return intl.formatMessage({ id }, values);
      let known = plainMessages.get(intl);
      if (!known) plainMessages.set(intl, (known = new Map()));
      let text = known.get(id);
      if (text === undefined) known.set(id, (text = intl.formatMessage({ id })));
      return text;
    },
    [intl],
  );
}

/** Numbers and dates in the interface language (`Intl`). */
export function useFormat() {
  const intl = useIntl();
  return useMemo(
    () => ({
      number: (value: number) => intl.formatNumber(value),
      compact: (value: number) => intl.formatNumber(value, { notation: "compact", maximumFractionDigits: 1 }),
      date: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) => intl.formatDate(value, options ?? { dateStyle: "medium" }),
    }),
    [intl],
  );
}

/**
 * A message with markup: `<T id="auth.terms" values={{ link: (text) => <a href="/terms">{text}</a> }} />`
 * for `"By joining you accept the <link>Terms</link>"`.
 */
export function T({ id, values }: { id: MessageId; values?: Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)> }) {
  return <FormattedMessage id={id} values={values as never} />;
}
