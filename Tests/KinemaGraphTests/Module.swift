// Tests for KinemaGraph.
