// The computer's thinking, off the page's thread: a plain module worker with its own Pyodide.
//
// A worker does not inherit the page's interpreter setting, so it starts the vendored Pyodide
// itself (never a CDN) through quickstart.js: from the snapshot made on this device for the
// site's version (the page puts it in this script's URL, ?version=) if there is a good one,
// else as usual. A page whose Python started from the snapshot hands it the bytes that Python
// read (?handover=1, then the first message), so it need not read them again. Either way it
// imports the game's Python from the same archive as the page (a snapshot holds no file).
// It is started by the page only when a computer seat exists (web/browser/worker_client.py)
// and talks by postMessage: a request ({id, observation, level, seed, iterations}) in;
// "progress" after every short slice of thinking, then "decided" with the action's JSON (or
// "failed") out (the kinds are web/commands.py's WorkerKind, read from Python below).
// web/thinking.py does the thinking; a newer request makes an older one's answer moot.
// Every Python object handed to JavaScript here is destroyed when done with, on a failure too.

import { putArchive, start } from "./quickstart.js";

const root = new URL("../../", import.meta.url);
let python = null;
let current = null; // the id of the request being answered
let READY = "ready", PROGRESS = "progress", FAILED = "failed"; // until Python says

const ready = (async () => {
  const fetched = fetch(new URL("app.zip", root)); // while Python starts
  fetched.catch(() => {});
  const { python: started, how, handed = false } = await start();
  python = started;
  const archive = await fetched;
  if (!archive.ok) throw new Error(`the game's archive could not be read (${archive.status})`);
  putArchive(python, new Uint8Array(await archive.arrayBuffer()));
  const kinds = plain(python.runPython("from web.commands import WorkerKind\n{kind.name: kind.value for kind in WorkerKind}"));
  ({ READY, PROGRESS, FAILED } = kinds);
  python.pyimport("web.thinking").destroy();
  // how Python started ("snapshot", "normal", ...), and whether the page handed it the bytes
  postMessage({ kind: READY, start: how, handed });
})();

function plain(proxy) {
  const value = proxy.toJs({ dict_converter: Object.fromEntries });
  proxy.destroy();
  return value;
}

self.onmessage = async (event) => {
  const request = event.data;
  current = request && request.id;
  let thinking = null, asked = null, job = null;
  try {
    await ready;
    thinking = python.pyimport("web.thinking");
    asked = python.toPy(request);
    job = thinking.Job(asked);
    for (;;) {
      if (current !== request.id) break; // the page asked something newer meanwhile
      const reply = plain(job.step(thinking.SLICE_MS));
      postMessage(reply);
      if (reply.kind !== PROGRESS) break;
      await new Promise((resolve) => setTimeout(resolve, 0)); // let a newer request in
    }
  } catch (error) {
    postMessage({ kind: FAILED, id: request && request.id, error: String((error && error.message) || error) });
  } finally {
    for (const proxy of [job, asked, thinking]) if (proxy && proxy.destroy) proxy.destroy();
  }
};
