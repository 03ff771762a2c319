// Tests for KinemaUI.
