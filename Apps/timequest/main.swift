import CLISupport
import Foundation
import NotifyCommands
import ParentCommands
import Platform
import PlayerCommands

switch MultiCall.choose(invokedAs: CommandLine.arguments.first ?? "", arguments: RawArguments.current()) {
case .run(.player, let arguments): await tqPlayer(arguments)
case .run(.parent, let arguments): await tqParent(arguments)
case .run(.notify, let arguments): await tqNotify(arguments)
case .answer(let text): print(text)
case .usage(let text):
  StandardError.write(text + "\n")
  exit(64)
}
