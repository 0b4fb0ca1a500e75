// Injected by scripts/build-demo.ts wherever the mock's code names the global `Buffer` (uploads, password hashes).
export { Buffer } from 'buffer';
