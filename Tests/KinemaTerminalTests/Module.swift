// Tests for KinemaTerminal.
