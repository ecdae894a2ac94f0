"""The browser shell: the runtime and the adapters, which are given the browser's objects as
arguments and so run under CPython too, and the one wiring module (``main``) that imports
``js``, ``pyodide`` or ``pyscript`` and hands them those objects."""
