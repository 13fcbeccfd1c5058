import CLISupport
import NotifyCommands

await tqNotify(RawArguments.current())
