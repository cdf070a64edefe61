// Runs before emscripten's code (emcc --extern-pre-js; cmake/Web.cmake).
// Under Node, polyroids.data and polyroids.wasm are next to polyroids.js,
// while the working directory is the user's (the desktop's relative paths).
var Module = typeof Module != 'undefined' ? Module : {};
if (typeof process == 'object' && typeof __dirname == 'string') {
  Module['locateFile'] = function (path) { return __dirname + '/' + path; };
}
