// Loaded before every test file (jest.config.mjs): Powertools logs through the global console in dev mode.
process.env.POWERTOOLS_DEV ??= 'true';
