/** Every limit and constant of the product, in one place (spec section 9). */
export const LIMITS = {
  questionTitle: 300,
  /**
   * Trending's banner counts the period's questions up to this many, then says "1,000+": at
   * a million questions a week holds about 117,000, and counting them all took 183 ms.
   */
  trendingCount: 1000,
  questionContent: 5000,
  answerContent: 5000,
  commentContent: 2000,
  /** An edit's optional note on what changed (revisions). */
  editSummary: 300,
  bio: 500,
  spaceName: 100,
  spaceDescription: 500,
  firstName: 100,
  lastName: 100,
  email: 254,
  passwordMin: 8,
  /** Beyond this, hashing becomes a denial-of-service lever. */
  passwordMax: 200,
  location: 100,
  website: 300,
  employment: 150,
  education: 150,
  username: 100,
  minOnboardingTopics: 3,
  feedPreview: 200,
  topAnswerPreview: 150,
  topicChips: 3,
  sidebarTopics: 6,
  /** Topics one question may have (the composer's chips). */
  questionTopics: 10,
  /** The most text GET /api/topics/suggest reads: a title and the start of the details. */
  topicSuggestText: 2000,
  /** A topic's name or synonym (issue 25.5): Stack Overflow's tags allow 35 characters. */
  topicName: 35,
  topicDescription: 500,
  /** Other names one topic may have. */
  topicSynonyms: 20,
  /** An author's appeal of a moderation decision, and staff's note on it (issue 25.6). */
  appealMessage: 1000,
  /** A comment in a staged question's guidance thread, or what a reviewer asks to change (issue 25.4). */
  stagingComment: 1000,
  trendingTopics: 5,
  avatarInitials: 2,
  minimumAge: 13,
  siteName: 100,
  siteDescription: 300,
  blockedWord: 100,
  blockedWords: 500,
  reportDetails: 500,
  contactName: 100,
  contactSubject: 200,
  contactMessage: 5000,
  feedbackMessage: 2000,
  feedbackPage: 300,
  /** Drafts a member may keep on the server (/drafts). */
  drafts: 200,
  /** A private message, in characters of plain text. */
  messageContent: 2000,
  /** A two-factor code as typed: six digits, or a recovery code with its dash. */
  twoFactorCode: 40,
  /** A passkey's name in settings. */
  passkeyName: 60,
  /** The JSON of one WebAuthn response (attestations with certificates run to a few kB). */
  webauthnResponseBytes: 64 * 1024,
  /** Logo and favicon uploads. */
  brandingBytes: 2 * 1024 * 1024,
} as const;

/**
 * Image uploads (POST /api/uploads): how much one member may send, and how much work one
 * image may cost the server to decode and re-encode.
 */
export const UPLOADS = {
  /** Uploads per member per rate-limit window (RATE_LIMIT_WINDOW_MINUTES). */
  perWindow: 30,
  /** Images a member may store in 24 hours. */
  perDay: 100,
  /** Bytes of stored (re-encoded) images a member may add in 24 hours. */
  bytesPerDay: 200 * 1024 * 1024,
  /** Stored images are scaled down to at most this many pixels on their longest side. */
  storedMaxSide: 2048,
  /** Wider or taller images are refused before decoding. */
  maxInputSide: 16_384,
  /** Pixels of one frame (width x height) beyond which an image is refused. */
  maxInputPixels: 40_000_000,
  /** Frames of an animated GIF or WebP. */
  maxFrames: 200,
  /** Pixels of all frames together of an animated image. */
  maxAnimatedPixels: 20_000_000,
} as const;

/** Client timing constants (spec section 9). */
export const TIMING = {
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  draftAutosaveMs: 3000,
  queryGcMs: 5 * 60 * 1000,
  adminRedirectMs: 100,
  logoReloadMs: 1000,
} as const;

/** Session lifetimes. */
export const SESSION = {
  /** "Remember me": the cookie and the server-side session last this long. */
  rememberMs: 30 * 24 * 60 * 60 * 1000,
  /** Without "remember me" the cookie ends with the browser; the server forgets it after this. */
  browserSessionMs: 24 * 60 * 60 * 1000,
} as const;

/** Two-factor sign-in, passkeys and signed-in devices (docs/decisions/029-two-factor-and-passkeys.md). */
export const SECURITY = {
  /** Authenticator codes: RFC 6238 defaults every app understands. */
  totpDigits: 6,
  totpPeriodSeconds: 30,
  /** Steps either side of now a code may come from (clock drift, typing time). */
  totpWindow: 1,
  /** Recovery codes given when two-factor sign-in is turned on. */
  recoveryCodes: 10,
  /** How long a passkey ceremony or a sign-in waiting for its code may take. */
  challengeMs: 5 * 60 * 1000,
  /** Wrong codes a sign-in waiting for its code (OpenID Connect) may take before it ends. */
  pendingSignInAttempts: 5,
  /** A session's "last seen" is written at most this often. */
  lastSeenWriteMs: 5 * 60 * 1000,
  /** Passkeys per member. */
  passkeysPerMember: 20,
  /**
   * How recent a sign-in must be for an account without a password to make a sensitive change
   * (two-factor, passkeys, email) without typing one (features/security/reauthentication.ts).
   */
  recentSignInMs: 10 * 60 * 1000,
  /** Password reset mails one address receives in an hour at most, whoever asks for them. */
  resetMailsPerHour: 3,
} as const;
