import * as client from "openid-client";

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Only for tests against a provider on loopback http. */
  allowHttp?: boolean;
}

/** An OpenID Connect relying party; the provider's metadata is discovered on first use. */
export interface OidcClient {
  settings: OidcSettings;
  configuration(): Promise<client.Configuration>;
}

export function createOidcClient(settings: OidcSettings): OidcClient {
  let pending: Promise<client.Configuration> | null = null;
  return {
    settings,
    configuration() {
      pending ??= client
        .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
          execute: settings.allowHttp ? [client.allowInsecureRequests] : [],
        })
        .catch((error: unknown) => {
          pending = null; // try again on the next sign-in
          throw error;
        });
      return pending;
    },
  };
}
