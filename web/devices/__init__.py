"""Playing on several devices, as one feature: its protocol (``link``, ``wire``, ``hosting``),
its messages, its state (``state``: the host, a joining device, what both do), its words, its
views and its part of the browser shell (``browser``).

The page below it never imports it. The feature plugs in where the page asks for it: its
handlers register for its messages (``web.state.handling``), and its parts of the state's steps
and of the game screen where the page leaves room for them (``web.state.extensions``,
``web.view.extensions``). Importing its part of the shell (``web.devices.browser``, as
``web.browser.runtime`` does) plugs the whole feature in.
"""
