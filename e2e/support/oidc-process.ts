// Jest cannot load oidc-provider in-process, so it runs as its own process: options in OIDC_PROCESS_OPTIONS, "ready" on stdout.
import { startOidcServer, type OidcAccount } from "./oidc-server";

type Options = Parameters<typeof startOidcServer>[0] & { accounts?: OidcAccount[] };

const options = JSON.parse(process.env.OIDC_PROCESS_OPTIONS ?? "{}") as Options;
const server = await startOidcServer(options);
for (const account of options.accounts ?? []) server.addAccount(account);
process.stdout.write("ready\n");
process.on("SIGTERM", () => void server.close().then(() => process.exit(0)));
