// Rewrite a zip of Python modules with every module compiled to bytecode.
//
// Pyodide ships its standard library as source, and a zip on sys.path cannot keep the
// bytecode it compiles, so every page load compiles each imported stdlib module again.
// This runs the very Pyodide that the page uses (in node) to compile them once, so the
// bytecode always matches that Python's version. The .pyc files are unchecked hash-based:
// used as they are, whatever the files' dates say. Other files are kept.
//
//   node tools/precompile_stdlib.mjs <pyodide folder> <zip to rewrite> [--keep-sources]
//
// Each .pyc goes next to its module's source, where a zip on sys.path looks for it. By
// default only the .pyc stays: tools/vendor_runtime.py does this to python_stdlib.zip at
// `make vendor`. With --keep-sources the sources stay beside them, so tracebacks still show
// the lines: tools/build_site.py does this to the game's own archive, which the page and its
// workers put on sys.path as /home/pyodide/app.zip (the paths its code reports).
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const keepSources = process.argv.includes("--keep-sources");
const [pyodideDir, target] = process.argv.slice(2).filter((a) => !a.startsWith("--")).map((p) => resolve(p));
if (!pyodideDir || !target) {
  console.error("usage: node tools/precompile_stdlib.mjs <pyodide folder> <python_stdlib.zip>");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(resolve(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
pyodide.FS.writeFile("/tmp/stdlib-in.zip", readFileSync(target));
pyodide.globals.set("keep_sources", keepSources);
const summary = pyodide.runPython(`
import importlib._bootstrap_external as external
import importlib.util
import sys
import zipfile

# Modules imported from a zip report paths inside it, as the source files did.
prefix = next(p for p in sys.path if p.endswith(".zip")) + "/"
if keep_sources:
    prefix = "/home/pyodide/app.zip/"
compiled = kept = 0
with zipfile.ZipFile("/tmp/stdlib-in.zip") as source, zipfile.ZipFile(
    "/tmp/stdlib-out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9
) as out:
    for info in source.infolist():
        data = source.read(info)
        if info.filename.endswith(".py"):
            try:
                code = compile(data, prefix + info.filename, "exec", dont_inherit=True)
            except SyntaxError:  # test fixtures written to fail; keep them as they are
                out.writestr(info, data)
                kept += 1
                continue
            pyc = external._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            if keep_sources:
                out.writestr(info, data)
            entry = zipfile.ZipInfo(info.filename + "c", info.date_time)
            entry.compress_type = zipfile.ZIP_DEFLATED
            out.writestr(entry, bytes(pyc))
            compiled += 1
        else:
            out.writestr(info, data)
            kept += 1
f"{compiled} modules compiled, {kept} other entries kept"
`);
writeFileSync(target, pyodide.FS.readFile("/tmp/stdlib-out.zip"));
console.log(`precompile_stdlib: ${summary}`);
