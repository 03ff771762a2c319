// Tests for KinemaAnimation.
