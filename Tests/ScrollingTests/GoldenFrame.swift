import Kinema
import KinemaTestSupport
import Testing

/// Compares the host's frame with `Golden/<name>.txt` (KinemaTestSupport's `expectGoldenFrame`;
/// `KINEMA_RECORD_GOLDEN=1` rewrites the file — review the diff after an intended change).
@MainActor
func expectGolden(
    _ host: HeadlessHost, _ name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    try expectGoldenFrame(host.lines, name, filePath: filePath, sourceLocation: sourceLocation)
}
