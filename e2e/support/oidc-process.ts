/**
 * The local OpenID Connect provider as a process of its own, for Jest tests (which cannot load the
 * oidc-provider package in-process): options and accounts come as JSON in OIDC_PROCESS_OPTIONS,
 * and "ready" on stdout says it listens.
 */
import { startOidcServer, type OidcAccount } from "./oidc-server";

type Options = Parameters<typeof startOidcServer>[0] & { accounts?: OidcAccount[] };

const options = JSON.parse(process.env.OIDC_PROCESS_OPTIONS ?? "{}") as Options;
const server = await startOidcServer(options);
for (const account of options.accounts ?? []) server.addAccount(account);
process.stdout.write("ready\n");
process.on("SIGTERM", () => void server.close().then(() => process.exit(0)));
