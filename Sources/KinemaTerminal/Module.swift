// KinemaTerminal: filled by its issue; see ARCHITECTURE.md for what belongs here.
