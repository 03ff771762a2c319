/// One dependency edge: `dependent` read `input` during its last evaluation.
///
/// Each link sits in two lists at once: the dependent's inputs (in read order, doubly linked) and
/// the input's dependents (in subscription order, doubly linked, circular backwards: the first
/// dependent's `previousDependent` is the last, so appending needs no tail field in the node).
/// Indices are `Int32`, `-1` meaning none; free links are chained through `nextInput`.
@usableFromInline
struct LinkRecord {
    @usableFromInline var input: Int32
    var dependent: Int32
    var previousInput: Int32
    @usableFromInline var nextInput: Int32
    var previousDependent: Int32
    var nextDependent: Int32
}
