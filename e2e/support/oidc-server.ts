import { generateKeyPairSync } from "node:crypto";
import { createServer, type Server } from "node:http";
import Provider, { type Configuration } from "oidc-provider";

/** `handle`: the Codeforces handle its ID token names (Codeforces's own claim), for the Codeforces stand-in. */
export type OidcAccount = { email: string; name: string; emailVerified?: boolean; handle?: string };

type Options = { port: number; issuer: string; clientId: string; clientSecret: string; redirectUri: string };

/** oidc-provider as Google: any login is taken as the account's email, and consent is granted at once, as for a returning user. */
export async function startOidcServer({ port, issuer, clientId, clientSecret, redirectUri }: Options) {
  const accounts = new Map<string, OidcAccount>();
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: "jwk" }), kid: "e2e", use: "sig", alg: "RS256" };

  const build = (secret: string) => {
    const configuration: Configuration = {
      clients: [
        {
          client_id: clientId,
          client_secret: secret,
          redirect_uris: [redirectUri],
          grant_types: ["authorization_code"],
          response_types: ["code"],
        },
      ],
      jwks: { keys: [signingKey] },
      cookies: { keys: ["e2e-oidc-cookie-key-e2e-oidc-cookie-key"] },
      // Codeforces puts the account's `handle` in the ID token of a plain `openid` sign-in.
      claims: { openid: ["sub", "handle"], email: ["email", "email_verified"], profile: ["name"] },
      // Google puts the profile in the ID token, which is all next-auth's Google provider reads.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: true } },
      async loadExistingGrant(ctx) {
        const { oidc } = ctx;
        const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(oidc.client!.clientId);
        if (grantId) return oidc.provider.Grant.find(grantId);
        const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId! });
        grant.addOIDCScope("openid email profile");
        await grant.save();
        return grant;
      },
      async findAccount(_ctx, id) {
        const account = accounts.get(id.toLowerCase()) ?? { email: id, name: "Test Person" };
        return {
          accountId: id,
          claims: async () => ({
            sub: `google-${id.toLowerCase()}`,
            email: account.email,
            email_verified: account.emailVerified ?? true,
            name: account.name,
            ...(account.handle ? { handle: account.handle } : {}),
          }),
        };
      },
    };
    return new Provider(issuer, configuration);
  };

  let provider = build(clientSecret);
  const server: Server = createServer((req, res) => void provider.callback()(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });

  return {
    addAccount(account: OidcAccount) {
      accounts.set(account.email.toLowerCase(), account);
    },
    /** From now on the provider no longer knows this app's client secret, as when Google refuses a misconfigured app. */
    refuseThisApp() {
      provider = build(`${clientSecret}-rotated`);
    },
    welcomeThisApp() {
      provider = build(clientSecret);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type OidcServer = Awaited<ReturnType<typeof startOidcServer>>;
