// npm run build: always builds the client and the server into dist/.
import { build } from "./build-lib.mjs";

await build();
