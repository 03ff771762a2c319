/// One dependency edge: `dependent` read `input` during its last evaluation.
///
/// Each link sits in two doubly linked lists at once: the dependent's inputs (in read order) and the
/// input's dependents (in subscription order). Indices are `Int32`, `-1` meaning none; free links
/// are chained through `nextInput`.
@usableFromInline
struct LinkRecord {
    @usableFromInline var input: Int32
    var dependent: Int32
    var previousInput: Int32
    @usableFromInline var nextInput: Int32
    var previousDependent: Int32
    var nextDependent: Int32
}
