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
  // SDL's own folder for the player's files in a page (SDL_GetPrefPath: /libsdl/APP/), so that every file the
  // program keeps there (high scores, settings, lessons done, the lab's scene) is in IndexedDB.
  var folder = '/libsdl/polyroids';
  FS.mkdirTree(folder);
  FS.mount(IDBFS, {}, folder);
  addRunDependency('player-folder');
  var loaded = false;  // the files IndexedDB gives back are not saves to make
  FS.syncfs(true, function (error) {
    loaded = true;
    if (error) console.warn('polyroids: the saved high scores and settings could not be read: ' + error);
    // The page's own files from its address (a link to a lab scene: web/index.html), over what was kept.
    if (Module['playerFolderLoaded']) Module['playerFolderLoaded'](folder);
    removeRunDependency('player-folder');
  });
  // What the game writes (scores, settings, lesson progress, the lab's scene, recordings) goes to IndexedDB as soon
  // as it is written: a file closed after writing, renamed (base::writeFileAtomically's last step) or removed in the
  // folder starts a save once the frame that wrote it returns; never a timer, so a reload right after loses nothing.
  var saving = false;
  var again = false;
  var queued = false;
  Module['playerFolderSaves'] = 0;  // saves finished (tests/web waits on it)
  Module['playerFolderSaving'] = function () { return saving || queued; };
  Module['savePlayerFolder'] = function () {
    if (saving) { again = true; return; }
    saving = true;
    FS.syncfs(false, function (error) {
      saving = false;
      if (error) console.warn('polyroids: saving the player folder failed: ' + error);
      else Module['playerFolderSaves'] += 1;
      if (again) { again = false; Module['savePlayerFolder'](); }
    });
  };
  var inFolder = function (path) { return typeof path === 'string' && path.indexOf(folder + '/') === 0; };
  // What the player exports (F12 and the lessons' pictures, G's clips, X's explanations, E's scenes: every such file
  // is named polyroids-*) is theirs to keep: the page hands each to the browser as a download once it is written whole
  // (closed, or renamed into place by an atomic write), since a page's memory files are gone with the tab.
  var offered = {};
  var offerSoon = function (path) {
    if (typeof path !== 'string' || !/(^|\/)polyroids-[^/]*\.(png|gif|txt|scene)$/.test(path) || offered[path]) return;
    offered[path] = true;
    Promise.resolve().then(function () {
      var bytes;
      try { bytes = FS.readFile(path); } catch (e) { return; }
      var link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([bytes]));
      link.download = path.slice(path.lastIndexOf('/') + 1);
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(function () { URL.revokeObjectURL(link.href); }, 60000);
    });
  };
  var saveSoon = function (path) {
    if (!loaded || !inFolder(path) || queued) return;
    queued = true;
    Promise.resolve().then(function () { queued = false; Module['savePlayerFolder'](); });
  };
  var close = FS.close;
  FS.close = function (stream) {
    var written = (stream.flags & 3) !== 0;  // O_WRONLY or O_RDWR
    var path = stream.path;
    var result = close.apply(this, arguments);
    if (written) saveSoon(path);
    if (written) offerSoon(path);
    return result;
  };
  var rename = FS.rename;
  FS.rename = function (from, to) {
    var result = rename.apply(this, arguments);
    saveSoon(to);
    offerSoon(to);
    return result;
  };
  var unlink = FS.unlink;
  FS.unlink = function (path) {
    var result = unlink.apply(this, arguments);
    saveSoon(path);
    return result;
  };
});
