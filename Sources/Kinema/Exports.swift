// `import Kinema` brings what `import SwiftUI` brings: Kinema's modules, Foundation and Observation
// (`TimeInterval`, `Date`, `UUID`, `DispatchQueue`, `Timer`, `CGFloat`, `CGPoint`, `CGSize`, `CGRect` …).
@_exported import Foundation
@_exported import KinemaAnimation
@_exported import KinemaGeometry
@_exported import KinemaGraph
@_exported import KinemaRender
@_exported import KinemaTerminal
@_exported import KinemaUI
@_exported import Observation
