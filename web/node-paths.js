// Runs before emscripten's code (emcc --extern-pre-js; cmake/Web.cmake).
// Under Node, polyroids.data and polyroids.wasm are next to polyroids.js,
// while the working directory is the user's (the desktop's relative paths).
var Module = typeof Module != 'undefined' ? Module : {};
if (typeof process == 'object' && typeof __dirname == 'string') {
  Module['locateFile'] = function (path) { return __dirname + '/' + path; };
  // Each function compiled once, optimised, when first called, not first by the baseline compiler (Liftoff) and
  // optimised later on a background thread: a replay's steady rate under Node went from 0.6 to 0.3-0.4 s per
  // 500,000 ticks (docs/web.md, "Closer to native speed"), the whole run is no slower. Set before the wasm compiles.
  require('v8').setFlagsFromString('--no-liftoff');
}
