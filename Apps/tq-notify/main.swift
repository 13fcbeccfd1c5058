// Replaced by the argument-parser front end.
print("placeholder")
