// Runs before the app's modules: zod must not probe for eval (its JIT check calls Function(''), which
// the Content-Security-Policy blocks and the browser reports as a violation). zod reads this object.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
