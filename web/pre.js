// Runs before main (emcc --pre-js; cmake/Web.cmake). Under Node the program
// sees the host's files at their own paths, so `node polyroids.js --replay
// FILE --headless` reads FILE relative to the working directory as the
// desktop build does. In a page the player's folder (high scores, settings,
// recordings, opened files) lives in the browser's IndexedDB.
Module['preRun'] = Module['preRun'] || [];
Module['preRun'].push(function () {
  if (ENVIRONMENT_IS_NODE) {
    var fs = require('fs');
    // /assets holds the preloaded font; the rest are the host's own folders.
    var keep = ['dev', 'proc', 'sys', 'assets'];
    fs.readdirSync('/').forEach(function (name) {
      var path = '/' + name;
      if (keep.indexOf(name) >= 0) return;
      try { if (!fs.statSync(path).isDirectory()) return; } catch (e) { return; }
      try { FS.mkdir(path); } catch (e) { /* already there (/tmp, /home) */ }
      FS.mount(NODEFS, { root: path }, path);
    });
    FS.chdir(process.cwd());
    ENV['HOME'] = process.env['HOME'] || '/root';
    if (process.env['XDG_DATA_HOME']) ENV['XDG_DATA_HOME'] = process.env['XDG_DATA_HOME'];
    return;
  }
  var folder = '/home/web_user/.local/share/polyroids';
  FS.mkdirTree(folder);
  FS.mount(IDBFS, {}, folder);
  addRunDependency('player-folder');
  FS.syncfs(true, function (error) {
    if (error) console.warn('polyroids: the saved high scores and settings could not be read: ' + error);
    removeRunDependency('player-folder');
  });
  // What the game writes (scores, settings, recordings) reaches IndexedDB within a second.
  var saving = false;
  Module['savePlayerFolder'] = function () {
    if (saving) return;
    saving = true;
    FS.syncfs(false, function (error) {
      saving = false;
      if (error) console.warn('polyroids: saving the player folder failed: ' + error);
    });
  };
  setInterval(Module['savePlayerFolder'], 1000);
});
