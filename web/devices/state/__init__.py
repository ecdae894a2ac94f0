"""The state of playing on several devices: the host, a joining device, and what both do."""
