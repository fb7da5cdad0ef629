"""ty 0.0.107 answers Unknown when a bounded table row fails for an argument that is a call.

`lcm`'s first row reads the promotion table of the dtype classes with a result TypeVar
bound to `integer`; for a uint64 array with an `integer | bool_` array the promotion
(`unsignedinteger | floating`, then `uint64`) leaves the bound, so no checker takes the
row and the next one answers `Arr[generic]`. ty does so when the first argument is a
variable, and answers `Arr[Unknown]` when it is a call to a generic overloaded function
returning the same type. In typedjax this is `tnp.lcm(tnp.abs(a_u64), b)` with `b:
Array[integer | bool_]` (the fuzzer found it). The dtype classes and the protocol are
typedjax's own: the same rows over classes declared here answer `Arr[generic]` twice.
"""

from collections.abc import Callable
from typing import Never, TypeVar, overload, reveal_type

from typedjax._src.array.array import HasDType
from typedjax._src.typing.promotion import CanPromote, IntegerResultT, PartnerT
from typedjax.typing import bool_, generic, integer, uint64

G = TypeVar("G", bound=generic)
D_co = TypeVar("D_co", bound=generic, covariant=True)


class Arr(HasDType[D_co]): ...


@overload
def same(x: Arr[G]) -> Arr[G]: ...
@overload
def same(x: int) -> Arr[integer]: ...
def same(x: object) -> object:
    return x


@overload
def lcm(
    x1: Arr[PartnerT],
    x2: HasDType[CanPromote[PartnerT, IntegerResultT]] | Callable[[Never], PartnerT],
) -> Arr[IntegerResultT]: ...
@overload
def lcm(x1: object, x2: object) -> Arr[generic]: ...
def lcm(x1: object, x2: object) -> object:
    return x1


def probe(a: Arr[uint64], b: Arr[integer | bool_]) -> None:
    reveal_type(lcm(a, b))
    reveal_type(lcm(same(a), b))
