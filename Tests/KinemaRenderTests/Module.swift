// Tests for KinemaRender.
