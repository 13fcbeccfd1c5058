import CLISupport
import PlayerCommands

await tqPlayer(RawArguments.current())
