/** Files the card worker imports as modules (shareCards/wrangler.toml's rules): WebAssembly compiled at deploy, fonts as bytes. */
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
declare module '*.woff' {
  const data: ArrayBuffer;
  export default data;
}
