/** What a refused sign-in says, the same from every way in (password, passkey, admin panel). */
export const INVALID_CREDENTIALS = "Invalid email or password";
export const SUSPENDED_MESSAGE = "Your account has been suspended. Contact support if you think this is a mistake.";
export const REGISTRATIONS_CLOSED = "New registrations are closed.";
