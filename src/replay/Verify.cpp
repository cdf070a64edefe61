#include "replay/Verify.h"

#include "replay/FilePlayback.h"
#include "replay/Inputs.h"
#include "replay/Player.h"
#include "sim/Game.h"

namespace replay {

Progress verify(const Replay& replay) {
    Player player(replay);
    sim::World world = player.start();
    while (!player.finished(world) && !player.mismatch()) player.step(world);
    return player.progress(world);
}

base::Result<Progress> verifyFile(const std::string& path) {
    base::Result<FilePlayback> playback = playFile(path);
    if (!playback) return playback.error();
    Player& player = *playback->player;
    sim::World world = player.start();
    while (!player.finished(world) && !player.mismatch() && !player.readError()) player.step(world);
    if (player.readError()) return *player.readError();
    return player.progress(world);
}

sim::World simulateTo(const Replay& replay, std::uint64_t tick) {
    sim::World world = sim::newGame(replay.settings);
    sim::StepContext stepping;
    InputCursor inputs(replay);
    while (world.tick < tick && world.tick < replay.totalTicks) sim::step(world, inputs.next(world.tick), stepping);
    return world;
}

}  // namespace replay
