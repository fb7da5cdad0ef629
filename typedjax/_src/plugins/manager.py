"""The one plugin manager: discovery, isolation, the backend, PRNG and kernel tables, and lookups.

Imported on first use of the plugin layer, never by `import typedjax`. Only this
module calls into pluggy's hooks; it calls each plugin's implementation on its
own, checks what came back, and keeps a plugin's contribution only when the whole
plugin loaded. The state is built once, under a lock, by whichever thread gets
there first; the others wait and then share it.
"""

from __future__ import annotations

import importlib
import inspect
import os
import threading
import time
import warnings
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import FrameType, MappingProxyType
from typing import Final, Generic, NoReturn, TypeVar, cast

import pluggy

from typedjax._src.plugins import hookspecs as _hookspecs
from typedjax._src.plugins.config import (
    ALLOW_ENV,
    AUTOLOAD_ENV,
    BLOCK_ENV,
    BUILTIN_PLUGINS,
    PLUGIN_API_VERSION,
    PROJECT,
    STRICT_ENV,
    PluginSettings,
    names_argument,
    normalize_distribution,
    settings_from,
)
from typedjax._src.plugins.descriptions import (
    BackendDescription,
    KernelDescription,
    PrngDescription,
)
from typedjax._src.plugins.errors import (
    BackendUnavailableError,
    Phase,
    PluginConfigError,
    PluginConflictError,
    PluginError,
    PluginLoadError,
    PluginNotFoundError,
    PluginUnavailableError,
    PluginVersionError,
    PluginWarning,
)
from typedjax._src.plugins.info import (
    BackendStatus,
    KernelStatus,
    PluginInfo,
    PluginKind,
    PluginStatus,
)
from typedjax._src.plugins.kernel_checks import Signature, check_kernel, check_vjp
from typedjax._src.plugins.kernels import Kernel
from typedjax._src.plugins.metadata import Candidate, incompatibility, scan, typedjax_version
from typedjax._src.version import installed_versions, satisfies

__all__ = (
    "backend",
    "backends",
    "choose_backend",
    "configure",
    "kernel",
    "kernels",
    "list_plugins",
    "prng_impl",
    "prng_impls",
    "register",
    "reset",
    "settings",
)

_D = TypeVar("_D", BackendDescription, KernelDescription, PrngDescription)


@dataclass
class _Overrides:
    """The switches `configure()` has set so far; `None`: left to the environment."""

    autoload: bool | None = None
    block: frozenset[str] | None = None
    allow: frozenset[str] | None = None
    strict: bool | None = None


_lock: Final = threading.RLock()
_state: _State | None = None
"""The finished state; read without the lock once set."""
_building: _State | None = None
"""The state being built, visible to `register()` calls from the plugins being loaded."""
_builder: int | None = None
"""The thread building `_building`."""
_fatal: PluginLoadError | None = None
"""The strict-mode error that stopped discovery; raised again until `reset()`."""
_overrides = _Overrides()
"""`configure()` arguments given so far."""
_checked_prngs: set[PrngDescription] = set()
"""PRNG descriptions that passed `check_prng`, kept across `reset()`: the check is pure."""


@dataclass(eq=False, kw_only=True)
class _Plugin:
    """One plugin as the manager tracks it (mutable; `info()` is the frozen public view)."""

    name: str
    kind: PluginKind
    distribution: str | None = None
    version: str | None = None
    entry_point: str | None = None
    api_version: str | None = None
    requires: tuple[str, ...] = ()
    status: PluginStatus = "not loaded"
    hooks: tuple[str, ...] = ()
    provides: tuple[str, ...] = ()
    load_seconds: float | None = None
    reason: str | None = None
    phase: Phase | None = None
    cause: BaseException | None = None
    registered: object | None = None
    """The object registered with pluggy while it is registered; `None` otherwise."""
    children: list[_Plugin] = field(default_factory=list["_Plugin"])
    """Plugins it registered with `register()` while it was being loaded."""

    def info(self) -> PluginInfo:
        return PluginInfo(
            name=self.name,
            distribution=self.distribution,
            version=self.version,
            kind=self.kind,
            status=self.status,
            hooks=self.hooks,
            provides=self.provides,
            load_seconds=self.load_seconds,
            reason=self.reason,
            phase=self.phase,
            entry_point=self.entry_point,
            api_version=self.api_version,
            requires=self.requires,
        )

    def label(self) -> str:
        """`plugin 'x' from distribution 'x-dist' 1.0`: who it is, for messages."""
        if self.kind == "registered":
            return f"plugin {self.name!r} (given to typedjax.plugins.register())"
        kind = "built-in plugin" if self.kind == "builtin" else "plugin"
        return f"{kind} {self.name!r} from distribution {self.distribution!r} {self.version}"

    def matches(self, names: frozenset[str]) -> bool:
        """Whether `names` holds this plugin's name or its distribution's (normalised) name."""
        if self.name in names:
            return True
        dist = self.distribution
        return dist is not None and normalize_distribution(dist) in {
            normalize_distribution(name) for name in names
        }


@dataclass
class _Offered:
    """What one plugin's hooks returned, checked."""

    backends: list[BackendDescription] = field(default_factory=list[BackendDescription])
    prngs: list[PrngDescription] = field(default_factory=list[PrngDescription])
    kernels: list[KernelDescription] = field(default_factory=list[KernelDescription])
    signatures: dict[str, Signature] = field(default_factory=dict[str, Signature])


@dataclass(frozen=True)
class _Offer(Generic[_D]):
    description: _D
    plugin: _Plugin


class _State:
    """Everything discovery produced: the plugins, their offers, and the backend probes."""

    def __init__(self, settings: PluginSettings) -> None:
        self.settings = settings
        self.pm = pluggy.PluginManager(PROJECT)
        self.pm.add_hookspecs(_hookspecs)
        self.plugins: list[_Plugin] = []
        self.backends: dict[str, _Offer[BackendDescription]] = {}
        self.prngs: dict[str, _Offer[PrngDescription]] = {}
        self.kernels: dict[str, _Offer[KernelDescription]] = {}
        self.signatures: dict[str, Signature] = {}
        self.built: dict[str, Kernel] = {}
        self.probes: dict[str, tuple[str | None, BaseException | None]] = {}
        self.warnings: list[str] = []
        self.loading: list[_Plugin] = []
        versions = installed_versions()
        self.installed: dict[str, str | None] = {"jax": versions.jax, "jaxlib": versions.jaxlib}

    # -- loading ---------------------------------------------------------------------------

    def load_builtin(self, name: str, module: str) -> None:
        plugin = _Plugin(
            name=name,
            kind="builtin",
            distribution="typedjax",
            version=typedjax_version(),
            entry_point=module,
            api_version=f"v{PLUGIN_API_VERSION}",
        )
        self.plugins.append(plugin)
        self.load(plugin, lambda: importlib.import_module(module), explicit=False)

    def consider(self, candidate: Candidate) -> None:
        """Load the entry-point plugin `candidate` unless a switch or its versions say no."""
        plugin = _from_candidate(candidate)
        self.plugins.append(plugin)
        blocked = _blocked_reason(plugin, self.settings)
        if blocked is not None:
            plugin.status, plugin.reason = "blocked", blocked
            return
        earlier = next((p for p in self.plugins if p is not plugin and p.name == plugin.name), None)
        if earlier is not None:
            reason = (
                f"the plugin name {plugin.name!r} is already taken by {earlier.label()}. "
                f"Fix: uninstall one of the distributions {earlier.distribution!r} and "
                f"{plugin.distribution!r}, or block one with {BLOCK_ENV}=<distribution name>."
            )
            self.fail(plugin, "register", reason, None, error=PluginConflictError)
            return
        wrong = incompatibility(candidate, installed=self.installed)
        if wrong is not None:
            reason, fix = wrong
            self.fail(
                plugin, "version", f"{reason}. Fix: {fix}", None,
                error=PluginVersionError, status="incompatible",
            )  # fmt: skip
            return
        self.load(plugin, candidate.entry_point.load, explicit=False)

    def load(self, plugin: _Plugin, obtain: Callable[[], object], *, explicit: bool) -> None:
        """Import `plugin`, register it, run its hooks, check and keep what they return.

        On any failure (KeyboardInterrupt aside) everything it registered is taken back
        before the failure is reported.
        """
        start = time.perf_counter()
        self.loading.append(plugin)
        plugin.phase = "import"
        try:
            obj = obtain()
            plugin.phase = "register"
            if self.pm.is_registered(obj):
                plugin.status, plugin.phase = "loaded", None
                plugin.reason = f"the same object as plugin {self.pm.get_name(obj)!r}: kept once"
                return
            offered = self.run_hooks(plugin, obj)
            plugin.phase = "register"
            self.keep(plugin, offered)
            plugin.status, plugin.phase = "loaded", None
        except KeyboardInterrupt:
            self.discard(plugin)
            raise
        # SystemExit too: no plugin may end the host.
        except (Exception, SystemExit) as cause:  # noqa: BLE001
            self.discard(plugin)
            phase = plugin.phase or "import"
            ours = isinstance(cause, PluginLoadError)
            self.fail(
                plugin, phase, _explain(cause, plugin, phase),
                cause.__cause__ if ours else cause,
                error=type(cause) if isinstance(cause, PluginLoadError) else PluginLoadError,
                explicit=explicit,
            )  # fmt: skip
        finally:
            self.loading.pop()
            plugin.load_seconds = time.perf_counter() - start

    def run_hooks(self, plugin: _Plugin, obj: object) -> _Offered:
        try:
            self.pm.register(obj, name=plugin.name)
        except ValueError as error:
            if self.pm.get_plugin(plugin.name) is None:
                raise
            taken = next((p for p in self.plugins if p.registered is not None
                          and p.name == plugin.name), None)  # fmt: skip
            owner = "another plugin" if taken is None else taken.label()
            raise PluginConflictError(
                f"the plugin name {plugin.name!r} is already taken by {owner}; "
                "register it under another name.",
                plugin=plugin.name, distribution=plugin.distribution,
                version=plugin.version, phase="register",
            ) from error  # fmt: skip
        plugin.registered = obj
        callers = sorted(self.pm.get_hookcallers(obj) or [], key=lambda caller: caller.name)
        plugin.hooks = tuple(caller.name for caller in callers)
        unknown = [caller.name for caller in callers if not caller.has_spec()]
        known = ", ".join(sorted(_hookspecs.HOOKS))
        if unknown:
            raise TypeError(
                f"it implements {', '.join(map(repr, unknown))}, which typedjax does not "
                f"define; typedjax's hooks are {known} (check the spelling)."
            )
        if not callers:
            raise TypeError(
                f"it implements no typedjax hook; decorate a function named after one of "
                f"{known} with @typedjax.plugins.hookimpl."
            )
        offered = _Offered()
        backends, prngs, kernels = offered.backends, offered.prngs, offered.kernels
        for caller in callers:
            for impl in caller.get_hookimpls():
                if impl.plugin is not obj:
                    continue
                plugin.phase = "hook"
                result: object = impl.function()
                plugin.phase = "validate"
                if caller.name == "typedjax_backends":
                    backends += _described(result, BackendDescription, caller.name)
                elif caller.name == "typedjax_kernels":
                    kernels += _described(result, KernelDescription, caller.name)
                else:
                    prngs += _described(result, PrngDescription, caller.name)
                # Known as soon as a hook answers, so a later failure can still be traced.
                plugin.provides = (
                    *(d.name for d in backends), *(d.name for d in prngs),
                    *(d.name for d in kernels),
                )  # fmt: skip
        plugin.phase = "validate"
        for backend_description in backends:
            _check_backend(backend_description)
        for prng_description in prngs:
            _check_prng(prng_description)
        platforms = self.platforms(also=backends) if any(k.targets for k in kernels) else []
        for kernel_description in kernels:
            offered.signatures[kernel_description.name] = check_kernel(
                kernel_description, platforms
            )
        available = {name: offer.description for name, offer in self.kernels.items()}
        available.update((d.name, d) for d in kernels)
        for kernel_description in kernels:
            check_vjp(kernel_description, available)
        return offered

    def keep(self, plugin: _Plugin, offered: _Offered) -> None:
        """Add the offers to the tables, all or (on a name conflict) none."""
        new_backends = _new_offers(self.backends, offered.backends, plugin, "backend")
        new_prngs = _new_offers(self.prngs, offered.prngs, plugin, "PRNG implementation")
        new_kernels = _new_offers(self.kernels, offered.kernels, plugin, "kernel")
        for backend_description in new_backends:
            self.backends[backend_description.name] = _Offer(backend_description, plugin)
        for prng_description in new_prngs:
            self.prngs[prng_description.name] = _Offer(prng_description, plugin)
        for kernel_description in new_kernels:
            self.kernels[kernel_description.name] = _Offer(kernel_description, plugin)
            self.signatures[kernel_description.name] = offered.signatures[kernel_description.name]
        if self.loading[:-1]:
            self.loading[-2].children.append(plugin)

    def discard(self, plugin: _Plugin) -> None:
        """Take back everything `plugin` (and any plugin it registered) added."""
        for child in plugin.children:
            self.discard(child)
            child.status, child.phase = "failed", "register"
            child.reason = f"it was registered by {plugin.label()}, which failed to load"
        plugin.children.clear()
        if plugin.registered is not None:
            self.pm.unregister(plugin=plugin.registered, name=plugin.name)
            plugin.registered = None
        for table in (self.backends, self.prngs, self.kernels):
            for name in [name for name, offer in table.items() if offer.plugin is plugin]:
                del table[name]
                self.probes.pop(name, None)
                self.signatures.pop(name, None)
                self.built.pop(name, None)

    def fail(
        self,
        plugin: _Plugin,
        phase: Phase,
        reason: str,
        cause: BaseException | None,
        *,
        error: type[PluginLoadError] = PluginLoadError,
        status: PluginStatus = "failed",
        explicit: bool = False,
    ) -> None:
        """Record why `plugin` is not loaded; warn, or raise in strict mode or when `explicit`."""
        raising = explicit or self.settings.strict
        if not raising:
            message = f"typedjax skipped {plugin.label()}, phase {phase!r}: {reason}"
        elif explicit:
            message = f"typedjax could not register {plugin.label()}, phase {phase!r}: {reason}"
        else:
            message = (
                f"typedjax could not load {plugin.label()}, phase {phase!r}, and strict mode "
                f"({STRICT_ENV}=1 or configure(strict=True)) makes that an error instead of a "
                f"skip: {reason}"
            )
        raised = error(
            message, plugin=plugin.name, distribution=plugin.distribution,
            version=plugin.version, phase=phase,
        )  # fmt: skip
        plugin.status, plugin.phase, plugin.reason = status, phase, reason
        plugin.cause = raised if cause is None else cause
        if raising:
            raise raised from cause
        self.warnings.append(message)

    # -- lookups ---------------------------------------------------------------------------

    def missing(self, name: str, what: str, known: Iterable[str]) -> NoReturn:
        """Raise the error for a `what` named `name` that no loaded plugin offers."""
        known_text = ", ".join(repr(k) for k in known) or "none"
        culprit = next((p for p in self.plugins if p.status != "loaded" and name in p.provides),
                       None) or next(
            (p for p in self.plugins if p.status != "loaded" and p.name == name), None
        )  # fmt: skip
        if culprit is not None:
            state = {"failed": "failed to load", "not loaded": "was not loaded"}.get(
                culprit.status, f"is {culprit.status}"
            )
            raise PluginUnavailableError(
                f"The {what} {name!r} is not available: {culprit.label()} {state}: "
                f"{culprit.reason}\nAvailable: {known_text}."
            ) from (culprit.cause if culprit.status != "blocked" else None)
        hidden = [p for p in self.plugins if p.status == "blocked"]
        if hidden:
            listed = "".join(f"\n  - {p.label()}: {p.reason}" for p in hidden)
            some = "it" if len(hidden) == 1 else "one of them"
            raise PluginNotFoundError(
                f"No loaded plugin offers a {what} named {name!r}; available: {known_text}.\n"
                f"Installed but hidden by the plugin switches, and not imported, so {some} may "
                f"offer it:{listed}\nUnhide it (unset or change the switch named), then ask again."
            )
        raise PluginNotFoundError(
            f"No {what} named {name!r}; available: {known_text}.\n"
            "Install a plugin that provides it, or register one with typedjax.plugins.register()."
        )

    def backend_status(self, offer: _Offer[BackendDescription]) -> BackendStatus:
        reason, _ = self.probe(offer)
        return BackendStatus(
            description=offer.description,
            plugin=offer.plugin.name,
            usable=reason is None,
            reason=reason,
        )

    def probe(self, offer: _Offer[BackendDescription]) -> tuple[str | None, BaseException | None]:
        """Why the backend cannot be used here (and the exception behind it); cached."""
        description = offer.description
        with _lock:
            known = self.probes.get(description.name)
            if known is not None:
                return known
            result = _probe(description, self.installed.get("jax"))
            self.probes[description.name] = result
            return result

    def kernel(self, name: str) -> Kernel:
        """The loaded kernel `name`, registered with JAX on first use."""
        offer = self.kernels.get(name)
        if offer is None:
            self.missing(name, "kernel", sorted(self.kernels))
        with _lock:
            built = self.built.get(name)
            if built is None:
                built = Kernel(
                    offer.description,
                    self.signatures[name],
                    plugin=offer.plugin.name,
                    platforms=self.platforms(),
                    resolve=self.kernel,
                )
                self.built[name] = built
            return built

    def platforms(self, also: Sequence[BackendDescription] = ()) -> list[str]:
        """The platforms of the loaded backends (and of `also`) that are usable here.

        A kernel's compiled targets are loaded and registered for these platforms only.
        """
        found = [
            o.description.platform for o in self.ordered_backends() if self.probe(o)[0] is None
        ]
        jax = self.installed.get("jax")
        found += [d.platform for d in also if _probe(d, jax)[0] is None]
        return found

    def ordered_backends(self) -> list[_Offer[BackendDescription]]:
        return sorted(
            self.backends.values(),
            key=lambda offer: (-offer.description.priority, offer.description.name),
        )


# -- the public operations (wrapped by typedjax._src.plugins.api) ----------------------------------


def prng_impls() -> Mapping[str, PrngDescription]:
    """Every loaded PRNG implementation by name, sorted by name."""
    state = _ready()
    with _lock:  # register() may add to the table from another thread
        found = {name: state.prngs[name].description for name in sorted(state.prngs)}
    return MappingProxyType(found)


def prng_impl(name: str) -> PrngDescription:
    """The loaded PRNG implementation `name`."""
    state = _ready()
    offer = state.prngs.get(name)
    if offer is None:
        state.missing(name, "PRNG implementation", sorted(state.prngs))
    return offer.description


def kernels() -> Mapping[str, KernelStatus]:
    """Every loaded kernel with where it runs compiled, sorted by name."""
    state = _ready()
    with _lock:  # register() may add to the table from another thread
        names = sorted(state.kernels)
    found: dict[str, KernelStatus] = {}
    for name in names:
        built = state.kernel(name)
        found[name] = KernelStatus(
            description=built.description,
            plugin=built.plugin,
            compiled=built.compiled,
            unavailable=built.unavailable,
            here=built.here(),
        )
    return MappingProxyType(found)


def kernel(name: str) -> Kernel:
    """The loaded kernel `name`, ready to call."""
    return _ready().kernel(name)


def backends() -> Mapping[str, BackendStatus]:
    """Every loaded backend with its status, by priority (highest first) then name."""
    state = _ready()
    with _lock:  # register() may add to the table from another thread
        found = {o.description.name: state.backend_status(o) for o in state.ordered_backends()}
    return MappingProxyType(found)


def backend(name: str) -> BackendDescription:
    """The backend `name`, when it is usable here."""
    state = _ready()
    offer = state.backends.get(name)
    if offer is None:
        state.missing(name, "backend", [o.description.name for o in state.ordered_backends()])
    reason, cause = state.probe(offer)
    if reason is not None:
        raise BackendUnavailableError(
            f"The backend {name!r} from {offer.plugin.label()} cannot be used here: {reason}"
        ) from cause
    return offer.description


def choose_backend() -> BackendDescription:
    """The usable backend of highest priority; warns about each better one passed over."""
    state = _ready()
    passed: list[tuple[_Offer[BackendDescription], str]] = []
    for offer in state.ordered_backends():
        reason, _ = state.probe(offer)
        if reason is None:
            chosen = offer.description
            for skipped, why in passed:
                _warn(
                    PluginWarning(
                        f"typedjax backend {skipped.description.name!r} (priority "
                        f"{skipped.description.priority}, from {skipped.plugin.label()}) cannot "
                        f"be used here: {why}; falling back to {chosen.name!r} "
                        f"(priority {chosen.priority})."
                    )
                )
            return chosen
        passed.append((offer, reason))
    details = "; ".join(f"{o.description.name!r}: {why}" for o, why in passed) or "none is loaded"
    raise BackendUnavailableError(f"No typedjax backend can be used here: {details}.")


def list_plugins(*, load: bool) -> tuple[PluginInfo, ...]:
    """Every plugin with its status; without `load`, read from metadata if none is loaded yet."""
    if load:
        loaded = _ready()
        with _lock:
            return tuple(plugin.info() for plugin in loaded.plugins)
    with _lock:
        state = _state
        if state is not None:
            return tuple(plugin.info() for plugin in state.plugins)
        current = _settings()
    return _unloaded(current)


def register(plugin: object, *, name: str | None) -> None:
    """Load `plugin` (a module or object with hook implementations) as the plugin `name`."""
    if name is None:
        given = getattr(plugin, "__name__", None)
        if not isinstance(given, str):
            raise PluginConfigError(
                f"typedjax.plugins.register() needs name=... for {plugin!r}, which has no "
                "__name__; pass the name it should be listed and looked up under."
            )
        name = given
    with _lock:
        state = _building if _builder == threading.get_ident() else None
        if state is None:
            state = _ready()
        if state.pm.is_registered(plugin):
            return  # registering the identical object again changes nothing
        record = _Plugin(name=name, kind="registered")
        state.plugins.append(record)
        state.load(record, lambda: plugin, explicit=True)


def configure(
    *,
    autoload: bool | None,
    block: Iterable[str] | None,
    allow: Iterable[str] | None,
    strict: bool | None,
) -> None:
    """Override switches before the first use."""
    for argument, value in (("autoload", _unchecked(autoload)), ("strict", _unchecked(strict))):
        if value is not None and not isinstance(value, bool):
            raise PluginConfigError(
                f"configure({argument}=...) got {value!r}; expected True, False or None."
            )
    blocked = names_argument(block, "block")
    allowed = names_argument(allow, "allow")
    with _lock:
        if _state is not None or _building is not None or _fatal is not None:
            raise PluginConfigError(
                "typedjax.plugins.configure() was called after plugins were loaded; call it "
                "before the first use of typedjax.plugins or typedjax.random "
                "(tests: reset() first)."
            )
        _overrides.autoload = _overrides.autoload if autoload is None else autoload
        _overrides.strict = _overrides.strict if strict is None else strict
        _overrides.block = _overrides.block if blocked is None else blocked
        _overrides.allow = _overrides.allow if allowed is None else allowed


def reset() -> None:
    """Forget every plugin, switch and error, so the next use discovers afresh."""
    global _state, _fatal, _overrides
    with _lock:
        if _building is not None:
            raise PluginError("typedjax.plugins.reset() was called while plugins were loading.")
        _state = None
        _fatal = None
        _overrides = _Overrides()


def settings() -> PluginSettings:
    """The switches in force (those of the loaded state, once there is one)."""
    with _lock:
        state = _state
        return state.settings if state is not None else _settings()


# -- discovery ---------------------------------------------------------------------------------


_PACKAGE_DIR: Final = (
    os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))) + os.sep
)


def _warn(warning: Warning) -> None:
    """Warn at the first frame outside typedjax: the user's line that asked for plugins."""
    level = 1  # this function's own frame
    frame: FrameType | None = inspect.currentframe()
    while frame is not None and frame.f_code.co_filename.startswith(_PACKAGE_DIR):
        frame = frame.f_back
        level += 1
    warnings.warn(warning, stacklevel=level)


def _ready() -> _State:
    """The discovered state: discovered now if this is the first use, exactly once."""
    state = _state
    if state is not None:
        return state
    with _lock:
        state = _state
        if state is not None:
            return state
        if _fatal is not None:
            raise _fatal
        if _builder == threading.get_ident():
            loading = _building.loading[-1].label() if _building and _building.loading else "?"
            raise PluginError(
                f"typedjax plugins were asked for while {loading} was loading; a plugin must not "
                "use typedjax.plugins or typedjax.random when imported or in a hook."
            )
        state = _discover()
    for message in state.warnings:
        _warn(PluginWarning(message))
    state.warnings.clear()
    return state


def _discover() -> _State:
    global _state, _building, _builder, _fatal
    state = _State(_settings())
    _building, _builder = state, threading.get_ident()
    try:
        for name, module in BUILTIN_PLUGINS:
            state.load_builtin(name, module)
        for candidate in scan():
            state.consider(candidate)
    except PluginLoadError as error:
        _fatal = error
        raise
    finally:
        _building, _builder = None, None
    _state = state
    return state


def _settings() -> PluginSettings:
    return settings_from(
        os.environ,
        autoload=_overrides.autoload,
        block=_overrides.block,
        allow=_overrides.allow,
        strict=_overrides.strict,
    )


def _unloaded(current: PluginSettings) -> tuple[PluginInfo, ...]:
    """The plugins as metadata and switches describe them, none imported."""
    plugins = [
        _Plugin(name=name, kind="builtin", distribution="typedjax", version=typedjax_version(),
                entry_point=module, api_version=f"v{PLUGIN_API_VERSION}")
        for name, module in BUILTIN_PLUGINS
    ]  # fmt: skip
    installed = installed_versions()
    for candidate in scan():
        plugin = _from_candidate(candidate)
        blocked = _blocked_reason(plugin, current)
        wrong = incompatibility(candidate, installed={"jax": installed.jax,
                                                      "jaxlib": installed.jaxlib})  # fmt: skip
        if blocked is not None:
            plugin.status, plugin.reason = "blocked", blocked
        elif wrong is not None:
            plugin.status, plugin.phase = "incompatible", "version"
            plugin.reason = f"{wrong[0]}. Fix: {wrong[1]}"
        plugins.append(plugin)
    return tuple(plugin.info() for plugin in plugins)


def _from_candidate(candidate: Candidate) -> _Plugin:
    return _Plugin(
        name=candidate.name,
        kind="third-party",
        distribution=candidate.distribution,
        version=candidate.version,
        entry_point=candidate.entry_point.value,
        api_version=candidate.api_version,
        requires=tuple(f"{package}{spec}" for package, spec in candidate.requires),
    )


def _blocked_reason(plugin: _Plugin, current: PluginSettings) -> str | None:
    if not current.autoload:
        return (
            f"autoload is off ({AUTOLOAD_ENV}=0 or configure(autoload=False)); "
            "entry-point plugins are not imported"
        )
    if plugin.matches(current.block):
        return f"blocked ({BLOCK_ENV} or configure(block=...) names it)"
    if current.allow is not None and not plugin.matches(current.allow):
        return f"not allowed ({ALLOW_ENV} or configure(allow=...) does not name it)"
    return None


# -- checks ------------------------------------------------------------------------------------


def _described(result: object, kind: type[_D], hook: str) -> list[_D]:
    """`result` as a list of `kind`, or a TypeError that says what the hook returned instead."""
    expected = f"expected a list or tuple of {kind.__name__}"
    if isinstance(result, (str, bytes)) or not isinstance(result, Sequence):
        raise TypeError(f"its hook {hook} returned {_shown(result)}; {expected}.")
    items = cast("Sequence[object]", result)  # checked item by item below
    found: list[_D] = []
    for index, item in enumerate(items):
        if not isinstance(item, kind):
            raise TypeError(
                f"its hook {hook} returned {_shown(item)} at index {index}; {expected}."
            )
        found.append(item)
    return found


def _check_backend(description: BackendDescription) -> None:
    """Check the fields a frozen dataclass does not check at run time."""
    for field_name in ("name", "platform", "jax_versions"):
        value = _field(description, field_name)
        if not isinstance(value, str) or (field_name != "jax_versions" and not value):
            expected = "a str" if field_name == "jax_versions" else "a non-empty str"
            raise TypeError(
                f"its backend description {description.name!r} has {field_name}={value!r}; "
                f"expected {expected}."
            )
    priority = _field(description, "priority")
    if not isinstance(priority, int) or isinstance(priority, bool):
        raise TypeError(
            f"its backend description {description.name!r} has priority={priority!r}; "
            "expected an int."
        )
    probe = _field(description, "probe")
    if not callable(probe):
        raise TypeError(
            f"its backend description {description.name!r} has probe={probe!r}; expected a "
            "function taking nothing and returning None or a reason string."
        )
    if description.jax_versions:
        satisfies("0", description.jax_versions)  # ValueError, naming the clause, if malformed


def _check_prng(description: PrngDescription) -> None:
    name = _field(description, "name")
    if not isinstance(name, str) or not name:
        raise TypeError(f"its PRNG description has name={name!r}; expected a non-empty str.")
    try:
        if description in _checked_prngs:
            return
    except TypeError:
        pass  # unhashable fields: check it every time
    from typedjax._src.plugins.prng import check_prng

    check_prng(description)
    try:
        _checked_prngs.add(description)
    except TypeError:
        pass


def _new_offers(
    table: Mapping[str, _Offer[_D]], offered: list[_D], plugin: _Plugin, what: str
) -> list[_D]:
    """The descriptions of `offered` that `table` lacks; raise on a name another plugin has."""
    seen: dict[str, _D] = {}
    new: list[_D] = []
    for description in offered:
        earlier = seen.get(description.name)
        if earlier is not None and earlier is not description:
            raise PluginConflictError(
                f"it offers two different {what}s named {description.name!r}.",
                plugin=plugin.name, distribution=plugin.distribution,
                version=plugin.version, phase="register",
            )  # fmt: skip
        seen[description.name] = description
        existing = table.get(description.name)
        if existing is None:
            if earlier is None:
                new.append(description)
            continue
        if existing.description is description:
            continue  # the identical object, offered again: nothing to do
        other = existing.plugin
        raise PluginConflictError(
            f"it offers the {what} {description.name!r}, which {other.label()} already offers "
            f"(distributions {other.distribution!r} and {plugin.distribution!r}). Fix: uninstall "
            f"one of them, or block one with {BLOCK_ENV}=<plugin name>.",
            plugin=plugin.name, distribution=plugin.distribution,
            version=plugin.version, phase="register",
        )  # fmt: skip
    return new


def _probe(
    description: BackendDescription, jax: str | None
) -> tuple[str | None, BaseException | None]:
    wanted = description.jax_versions
    if wanted and jax is not None and not satisfies(jax, wanted):
        return f"it supports jax{wanted}, but jax {jax} is installed", None
    try:
        found = _unchecked(description.probe())
    except KeyboardInterrupt:
        raise
    except (Exception, SystemExit) as error:  # noqa: BLE001  # a probe may not end the host
        return f"its probe raised {type(error).__name__}: {error}", error
    if found is None or isinstance(found, str):
        return found, None
    return f"its probe returned {_shown(found)}; expected None or a reason string", None


def _explain(cause: BaseException, plugin: _Plugin, phase: Phase) -> str:
    """The cause of a failure as one sentence, with the fix where one is known."""
    text = str(cause) if isinstance(cause, PluginError) else f"{type(cause).__name__}: {cause}"
    dist = plugin.distribution or plugin.name
    if isinstance(cause, ModuleNotFoundError) and phase == "import" and cause.name:
        module = (plugin.entry_point or "").partition(":")[0]
        if module == cause.name or module.startswith(cause.name + "."):
            return (
                f"{text} (its own module cannot be found; the distribution is broken or "
                f"half-uninstalled). Fix: pip install --force-reinstall {dist}."
            )
        return (
            f"{text} (a dependency of the plugin is not installed). Fix: pip install "
            f"{cause.name.partition('.')[0]}, or reinstall {dist} with its dependencies."
        )
    if isinstance(cause, PluginError):
        return text
    end = " " if text.endswith(".") else ". "
    block = f"{BLOCK_ENV}={plugin.name}"
    return f"{text}{end}Fix: upgrade or reinstall {dist}, or block the plugin with {block}."


def _field(description: BackendDescription | PrngDescription, name: str) -> object:
    """A field as plugin code set it: a frozen dataclass does not check its annotations."""
    return _unchecked(getattr(description, name))


def _unchecked(value: object) -> object:
    """`value` with its static type forgotten: it comes from a plugin, and is checked next."""
    return value


def _shown(value: object) -> str:
    text = repr(value)
    if len(text) > 80:
        text = text[:77] + "..."
    return f"{type(value).__name__} {text}"
