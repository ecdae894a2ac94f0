// Makes the memory snapshot that the next visits start from (see quickstart.js).
//
// A plain module worker, started by the page once it is ready and the browser idle, with the
// site's version in its URL (?version=). An interpreter started for a snapshot cannot use
// the page's objects, so it is made here, never on the page. It imports the game's modules
// that touch no browser object (web/browser/snapshot.py), makes the snapshot, keeps it, and says
// {kind: "made", bytes} or {kind: "failed", error}.

import { loadPyodide } from "../../vendor/pyodide/pyodide.mjs";
import { INDEX_URL, keep, putArchive } from "./quickstart.js";

const site = new URL(self.location.href).searchParams.get("version");

(async () => {
  if (!site || site === "dev") throw new Error("no snapshot for the working tree");
  const python = await loadPyodide({ indexURL: INDEX_URL, _makeSnapshot: true });
  const archive = await fetch(new URL("../../app.zip", import.meta.url));
  if (!archive.ok) throw new Error(`the game's archive could not be read (${archive.status})`);
  putArchive(python, new Uint8Array(await archive.arrayBuffer()));
  python.runPython("import web.browser.snapshot\nweb.browser.snapshot.warm()");
  const bytes = python.makeMemorySnapshot();
  await keep(bytes, site, python._api && python._api.config && python._api.config.BUILD_ID);
  postMessage({ kind: "made", bytes: bytes.length });
})().catch((error) => postMessage({ kind: "failed", error: String((error && error.message) || error) }));
