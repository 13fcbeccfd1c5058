import CLISupport
import ParentCommands

await tqParent(RawArguments.current())
