@_exported import KinemaAnimation
@_exported import KinemaGeometry
@_exported import KinemaGraph
@_exported import KinemaRender
@_exported import KinemaTerminal
@_exported import KinemaUI
