"""Playing on several devices: the protocol and its layers, as one feature."""
